import type { WidgetDemo } from '../demo-types';
import type { LoanDetail } from '@widgets/shared/loan-types';
import type { LoanDetailInput } from './props.schema';

export const demo: WidgetDemo<LoanDetailInput, LoanDetail> = {
  props: {},
  data: { status: 'CASH-USE', loan: { loanId: 'L1A2B3C4D5E6', productId: 'P_CASH_SXG', amount: 300000, periods: 3, purpose: 'DAILY', status: 'CASH-USE', createTime: '2025-06-01 10:00:00' }, overdue: false },
  expect: { text: '立即提现' },
};
