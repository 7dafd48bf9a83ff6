import type { WidgetDemo } from '../demo-types';
import type { EquityOrderPage, EquityOrdersInput } from './props.schema';

export const demo: WidgetDemo<EquityOrdersInput, EquityOrderPage> = {
  props: {},
  data: {
    list: [
      { orderId: 'O3', scene: 'EQUITY', kind: 'EQUITY', title: '视频会员月卡', refId: '1', quantity: 1, amount: 1500, discount: 0, periods: 1, status: 'FINISH', channelStatus: 'FINISH', payType: 'ALIPAY', createTime: '2025-06-03 10:00:00' },
      { orderId: 'O2', scene: 'VIP_BUY', kind: 'VIP', title: '会员年卡（365天）', refId: 'YEAR_CARD', quantity: 1, amount: 20400, discount: 0, periods: 1, status: 'REPAY', channelStatus: 'NON', createTime: '2025-06-02 10:00:00' },
      { orderId: 'O1', scene: 'EQUITY', kind: 'EQUITY', title: '外卖红包 20 元', refId: '4', quantity: 1, amount: 990, discount: 0, periods: 1, status: 'REFUND', channelStatus: 'FINISH', payType: 'WECHATPAY', createTime: '2025-01-01 10:00:00' },
    ],
    total: 3,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '视频会员月卡' },
};
