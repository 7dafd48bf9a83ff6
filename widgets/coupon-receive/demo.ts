import type { WidgetDemo } from '../demo-types';
import type { CouponReceiveInput, ReceivableCoupon } from './props.schema';

export const demo: WidgetDemo<CouponReceiveInput, ReceivableCoupon[]> = {
  props: { title: '新人专享券' },
  data: [
    { id: 11, name: '新人 5 元券', amount: 500, threshold: 0, status: 'AVAILABLE', validDays: 30, stockLeft: 860 },
    { id: 12, name: '新人 20 元满减券', amount: 2000, threshold: 10000, status: 'RECEIVED', validDays: 30, stockLeft: 312 },
    { id: 13, name: '新人 50 元大额券', amount: 5000, threshold: 30000, status: 'SOLD_OUT', validDays: 30, stockLeft: 0 },
  ],
  expect: { text: '新人 5 元券' },
};
