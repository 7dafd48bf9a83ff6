import type { WidgetDemo } from '../demo-types';
import type { LimitDetailData, LimitDetailInput } from './props.schema';

export const demo: WidgetDemo<LimitDetailInput, LimitDetailData> = {
  props: { title: '可用额度（元）' },
  data: {
    creditLimit: 1000000,
    used: 45900,
    available: 954100,
    status: 'ACTIVE',
    flow: 'FINISH',
    items: [
      { productType: 1, name: '信用购', used: 45900 },
      { productType: 2, name: '消费分期', used: 0 },
      { productType: 3, name: '现金借款', used: 0 },
    ],
  },
  expect: { text: '9,541.00' },
};
