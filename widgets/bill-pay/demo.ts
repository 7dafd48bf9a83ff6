import type { WidgetDemo } from '../demo-types';
import { demoBills } from '../bill-list/demo';
import type { Bills } from '@widgets/shared/bills';
import type { BillPayInput } from './props.schema';

export const demo: WidgetDemo<BillPayInput, Bills> = {
  props: { billIds: '1,2' },
  data: demoBills,
  expect: { text: '共2期账单' },
};
