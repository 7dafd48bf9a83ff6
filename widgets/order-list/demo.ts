import type { WidgetDemo } from '../demo-types';
import type { OrderListProps, OrderPage } from './props.schema';

export const demo: WidgetDemo<OrderListProps, OrderPage> = {
  props: { detailPath: '/order-info', cashierPath: '/cashier', emptyText: '暂无订单' },
  data: {
    list: [
      { orderId: 'O2', scene: 'GOODS_ORDER', kind: 'GOODS', title: '无线蓝牙耳机', refId: 'SPU1002', quantity: 1, amount: 45900, discount: 0, periods: 1, status: 'REPAY', channelStatus: 'NON', createTime: '2025-06-02 10:00:00' },
      { orderId: 'O1', scene: 'GOODS_ORDER', kind: 'GOODS', title: '五常大米 5kg', refId: 'SPU1006', quantity: 1, amount: 5990, discount: 0, periods: 1, status: 'FINISH', channelStatus: 'FINISH', payType: 'ALIPAY', createTime: '2025-06-01 09:00:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '无线蓝牙耳机' },
};
