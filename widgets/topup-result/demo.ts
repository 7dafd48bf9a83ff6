import type { WidgetDemo } from '../demo-types';
import type { TopupOrder, TopupResultInput } from './props.schema';

export const demo: WidgetDemo<TopupResultInput, TopupOrder> = {
  props: { againPath: '/telephone', recordsPath: '/telephone/recharge', cashier: '/cashier' },
  data: { phone: '13800000000', order: { orderId: 'O20250001', title: '30元话费（13800000000）', amount: 2990, status: 'FINISH', channelStatus: 'FINISH', createTime: '2025-06-01 10:00:00' } },
  expect: { text: '充值成功' },
};
