import type { WidgetDemo } from '../demo-types';
import type { DetailProduct, ProductDetailInput } from './props.schema';

export const demo: WidgetDemo<ProductDetailInput, DetailProduct> = {
  props: {},
  data: {
    id: 2, productId: 'P_FORM_APPLIANCE', type: 'FORM', productType: 2, name: '家电分期', link: '', isCredit: 'Y', image: '/demo-img/p_form_appliance.svg',
    description: '家电分期：正规持牌机构提供服务，额度高、审批快、还款灵活。', minAmount: 100000, maxAmount: 2000000, periods: [3, 6, 12, 24], tags: ['低息', '最长24期'],
  },
  expect: { text: '家电分期' },
};
