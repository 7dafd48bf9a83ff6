import type { WidgetDemo } from '../demo-types';
import type { SortBarInput } from './props.schema';

export const demo: WidgetDemo<SortBarInput> = {
  props: { to: '/goods-list', value: 'DEFAULT', query: { categoryId: '1' } },
  expect: { text: '销量' },
};
