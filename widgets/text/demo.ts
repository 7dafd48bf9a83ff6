import type { WidgetDemo } from '../demo-types';
import type { TextInput } from './props.schema';

export const demo: WidgetDemo<TextInput> = {
  props: { text: '额度有效期 12 个月', size: 'sm', color: 'weak' },
  expect: { text: '额度有效期 12 个月' },
};
