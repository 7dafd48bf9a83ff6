import type { WidgetDemo } from '../demo-types';
import type { OrderCheckoutProps } from './props.schema';

/** Without spuId the checkout says what is missing; the widget test drives GD003/AD001/CU001/SF202. */
export const demo: WidgetDemo<OrderCheckoutProps> = {
  props: { spuId: '', skipWhen: '', skuId: '', quantity: '1', periods: '12', currency: '¥', buttonText: '提交订单', addressEditPath: '/my/address/edit', cashierPath: '/cashier' },
  expect: { text: '缺少商品' },
};
