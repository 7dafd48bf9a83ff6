import type { WidgetDemo } from '../demo-types';
import type { LoanOrderInput } from './props.schema';

export const demo: WidgetDemo<LoanOrderInput> = {
  props: { productId: 'P_CASH_SXG', amount: '300000', periods: '3', purpose: 'DAILY' },
  expect: { text: '确认借款' },
};
