import type { WidgetDemo } from '../demo-types';
import type { EmptyProps } from './props.schema';

export const demo: WidgetDemo<EmptyProps> = {
  props: {},
  expect: { text: '暂无数据' },
};
