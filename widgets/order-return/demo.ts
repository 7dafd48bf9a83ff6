import type { WidgetDemo } from '../demo-types';
import type { OrderReturnInput, ReturnOrder } from './props.schema';

export const demo: WidgetDemo<OrderReturnInput, ReturnOrder> = {
  props: {},
  data: { orderId: 'O20250003', title: '视频会员月卡', amount: 1500, status: 'FINISH', createTime: '2025-06-01 10:00:00', payType: 'MEMBERPAY' },
  expect: { text: '视频会员月卡' },
};
