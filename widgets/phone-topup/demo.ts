import type { WidgetDemo } from '../demo-types';
import type { PhoneTopupInput, TopupPackages } from './props.schema';

export const demo: WidgetDemo<PhoneTopupInput, TopupPackages> = {
  props: { phone: '13800000000', api: 'TP002', buttonText: '立即充值', cashier: '/cashier', orderSource: 'telephone' },
  data: {
    list: [
      { id: 1, name: '10元话费', faceValue: 1000, price: 998 },
      { id: 2, name: '30元话费', faceValue: 3000, price: 2990 },
      { id: 3, name: '50元话费', faceValue: 5000, price: 4980 },
    ],
  },
  expect: { text: '30元话费' },
};
