import type { WidgetDemo } from '../demo-types';
import type { SearchProps } from './props.schema';

export const demo: WidgetDemo<SearchProps> = {
  props: { placeholder: '搜索产品或商品' },
  expect: { text: '搜索' },
};
