import type { WidgetDemo } from '../demo-types';
import type { LoanProducts } from '@widgets/shared/loan-types';
import type { LoanApplyInput } from './props.schema';

export const demoLoanProducts: LoanProducts = {
  list: [
    { id: 6, productId: 'P_CASH_SXG', type: 'CASH_LOAN_SXG', productType: 3, name: '随心借', link: '', isCredit: 'Y', image: '/demo-img/p_cash_sxg.svg', description: '随借随还', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24], tags: ['日息低至0.02%'] },
    { id: 7, productId: 'P_CASH_SELF', type: 'CASH_LOAN_SELF', productType: 3, name: '自营借款', link: '', isCredit: 'Y', image: '/demo-img/p_cash_self.svg', description: '自营', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24], tags: ['自营'] },
  ],
  status: 'CASH-VERIFY',
};

export const demo: WidgetDemo<LoanApplyInput, LoanProducts> = {
  props: { productId: 'P_CASH_SXG' },
  data: demoLoanProducts,
  expect: { text: '查看进度' },
};
