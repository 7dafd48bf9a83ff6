import type { WidgetDemo } from '../demo-types';
import type { SearchInput } from './props.schema';

export const demo: WidgetDemo<SearchInput> = {
  props: { placeholder: '搜索产品或商品' },
  expect: { text: '搜索' },
};
