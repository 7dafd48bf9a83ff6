import type { WidgetDemo } from '../demo-types';
import type { ListProduct, ProductListInput } from './props.schema';

export const demo: WidgetDemo<ProductListInput, ListProduct[]> = {
  props: { title: '为你推荐' },
  data: [
    { productId: 'P1001', type: 'FORM', name: '随心借', desc: '最高 20 万额度', isCredit: 'Y' },
    { productId: 'P1002', type: 'H5', name: '分期商城', link: 'https://example.com/mall', isCredit: 'N' },
  ],
  expect: { text: '随心借' },
};
