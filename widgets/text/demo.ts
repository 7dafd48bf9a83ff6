import type { WidgetDemo } from '../demo-types';
import type { TextProps } from './props.schema';

export const demo: WidgetDemo<TextProps> = {
  props: { text: '额度有效期 12 个月', size: 'sm', color: 'weak' },
  expect: { text: '额度有效期 12 个月' },
};
