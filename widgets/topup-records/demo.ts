import type { WidgetDemo } from '../demo-types';
import type { OrderPage, TopupRecordsInput } from './props.schema';

export const demo: WidgetDemo<TopupRecordsInput, OrderPage> = {
  props: {},
  data: {
    list: [
      { orderId: 'O20250002', scene: 'SPEND_RECHARGE', kind: 'TOPUP', title: '30元话费（13800000000）', refId: '2', quantity: 1, amount: 2990, discount: 0, periods: 1, status: 'FINISH', channelStatus: 'FINISH', payType: 'ALIPAY', createTime: '2025-06-02 10:00:00' },
      { orderId: 'O20250001', scene: 'SPEND_RECHARGE', kind: 'BALANCE', title: '余额充值', refId: 'BALANCE', quantity: 1, amount: 10000, discount: 0, periods: 1, status: 'FINISH', channelStatus: 'FINISH', payType: 'ALIPAY', createTime: '2025-06-01 10:00:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '30元话费（13800000000）' },
};
