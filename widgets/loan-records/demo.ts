import type { WidgetDemo } from '../demo-types';
import type { LoanPage, LoanRecordsInput } from './props.schema';

export const demo: WidgetDemo<LoanRecordsInput, LoanPage> = {
  props: {},
  data: { list: [{ loanId: 'L1A2B3C4D5E6', productId: 'P_CASH_SXG', amount: 300000, periods: 3, purpose: 'DAILY', status: 'CASH-VERIFY', createTime: '2025-06-01 10:00:00' }], total: 1, pageNum: 1, pageSize: 10 },
  expect: { text: '借款 ¥3,000.00' },
};
