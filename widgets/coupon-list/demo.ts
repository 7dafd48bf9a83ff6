import type { WidgetDemo } from '../demo-types';
import type { CouponListInput, Coupons } from './props.schema';

export const demo: WidgetDemo<CouponListInput, Coupons> = {
  props: {},
  data: {
    list: [
      { id: 1, name: '10元满减券', amount: 1000, threshold: 5000, status: 'UNUSED', expireTime: '2026-07-01 00:00:00' },
      { id: 2, name: '5元无门槛券', amount: 500, threshold: 0, status: 'EXPIRED', expireTime: '2025-01-01 00:00:00' },
    ],
  },
  expect: { text: '10元满减券' },
};
