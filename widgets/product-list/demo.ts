import type { WidgetDemo } from '../demo-types';
import type { ListProduct, ProductListInput } from './props.schema';

export const demo: WidgetDemo<ProductListInput, ListProduct[]> = {
  props: { title: '为你推荐' },
  data: [
    {
      id: 1, productId: 'P1001', type: 'FORM', productType: 2, name: '随心借', link: '', isCredit: 'Y', image: '/demo-img/p_form_appliance.svg',
      description: '最高 20 万额度', minAmount: 100000, maxAmount: 20000000, periods: [3, 6, 12], tags: ['低息'],
    },
    {
      id: 2, productId: 'P1002', type: 'H5', productType: 1, name: '分期商城', link: 'https://example.com/mall', isCredit: 'N', image: '/demo-img/p_h5_card.svg',
      description: '合作商城，分期购物', minAmount: 0, maxAmount: 0, periods: [], tags: ['合作产品'],
    },
  ],
  expect: { text: '随心借' },
};
