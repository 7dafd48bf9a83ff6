import type { WidgetDemo } from '../demo-types';
import type { EquityOrderPage, EquityOrdersInput } from './props.schema';

export const demo: WidgetDemo<EquityOrdersInput, EquityOrderPage> = {
  props: {},
  data: {
    list: [
      { orderId: 'O3', scene: 'EQUITY', title: '视频会员月卡', amount: 1500, status: 'FINISH', createTime: '2025-06-03 10:00:00' },
      { orderId: 'O2', scene: 'VIP_BUY', title: '会员年卡（365天）', amount: 20400, status: 'REPAY', createTime: '2025-06-02 10:00:00' },
      { orderId: 'O1', scene: 'EQUITY', title: '外卖红包 20 元', amount: 990, status: 'REFUND', createTime: '2025-01-01 10:00:00' },
    ],
    total: 3,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '视频会员月卡' },
};
