import type { WidgetDemo } from '../demo-types';
import type { BillPayResultInput } from './props.schema';

export const demo: WidgetDemo<BillPayResultInput> = {
  props: { billIds: '1' },
  expect: { text: '还款处理中' },
};
