import type { WidgetDemo } from '../demo-types';
import type { OrderReturnInput, ReturnOrder } from './props.schema';

export const demo: WidgetDemo<OrderReturnInput, ReturnOrder> = {
  props: {},
  data: {
    orderId: 'O20250003', scene: 'EQUITY', kind: 'EQUITY', title: '视频会员月卡', refId: '1', quantity: 1, amount: 1500, discount: 0, periods: 1,
    status: 'FINISH', channelStatus: 'FINISH', payType: 'MEMBERPAY', createTime: '2025-06-01 10:00:00',
  },
  expect: { text: '视频会员月卡' },
};
