import type { WidgetDemo } from '../demo-types';
import { demoBills } from '../bill-list/demo';
import type { Bills } from '@widgets/shared/bills';
import type { BillRepaymentInput } from './props.schema';

export const demo: WidgetDemo<BillRepaymentInput, Bills> = {
  props: { billId: '2' },
  data: demoBills,
  expect: { text: '分期明细' },
};
