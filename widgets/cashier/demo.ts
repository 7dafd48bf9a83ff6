import type { WidgetDemo } from '../demo-types';
import type { CashierProps } from './props.schema';

/** Without a gateway the demo shows the loading view; the widget test drives CS001/CS002. */
export const demo: WidgetDemo<CashierProps> = {
  props: { orderId: '', orderSource: '', periods: '', expireMinutes: 30, resultPath: '/pay-result', ordersPath: '/order-list', addCardPath: '/my/bankcard/add', buttonText: '确认支付' },
  expect: { text: '缺少订单号' },
};
