import type { WidgetDemo } from '../demo-types';
import type { PayResultProps } from './props.schema';

export const demo: WidgetDemo<PayResultProps> = {
  props: { orderId: 'O1', cashierPath: '/cashier', orderPath: '/order-info', ordersPath: '/order-list' },
  expect: { text: '支付处理中' },
};
