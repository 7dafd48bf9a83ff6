import type { WidgetDemo } from '../demo-types';
import type { BorrowSummaryData, BorrowSummaryInput } from './props.schema';

export const demo: WidgetDemo<BorrowSummaryInput, BorrowSummaryData> = {
  props: {},
  data: { available: 954100, minAmount: 50000, periods: [3, 6, 12, 24], purposes: [{ value: 'DAILY', label: '日常消费' }, { value: 'TRAVEL', label: '旅游出行' }], monthlyFeeRate: 0.006, overdue: false },
  expect: { text: '¥9,541.00' },
};
