import type { WidgetDemo } from '../demo-types';
import { demo as detailDemo } from '../loan-detail/demo';
import type { LoanDetail } from '@widgets/shared/loan-types';
import type { LoanWithdrawInput } from './props.schema';

export const demo: WidgetDemo<LoanWithdrawInput, LoanDetail> = {
  props: {},
  data: detailDemo.data,
  expect: { text: '提现金额（元）' },
};
