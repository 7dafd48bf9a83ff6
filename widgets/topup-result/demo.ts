import type { WidgetDemo } from '../demo-types';
import type { TopupOrder, TopupResultInput } from './props.schema';

export const demo: WidgetDemo<TopupResultInput, TopupOrder> = {
  props: { againPath: '/telephone', recordsPath: '/telephone/recharge', cashier: '/cashier' },
  data: {
    phone: '13800000000',
    order: {
      orderId: 'O20250001', scene: 'SPEND_RECHARGE', kind: 'TOPUP', title: '30元话费（13800000000）', refId: '2', quantity: 1, amount: 2990, discount: 0, periods: 1,
      status: 'FINISH', channelStatus: 'FINISH', payType: 'ALIPAY', createTime: '2025-06-01 10:00:00',
    },
  },
  expect: { text: '充值成功' },
};
