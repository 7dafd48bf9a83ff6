import type { WidgetDemo } from '../demo-types';
import type { EmptyInput } from './props.schema';

export const demo: WidgetDemo<EmptyInput> = {
  props: {},
  expect: { text: '暂无数据' },
};
