import type { WidgetDemo } from '../demo-types';
import type { OrderListProps, OrderPage } from './props.schema';

export const demo: WidgetDemo<OrderListProps, OrderPage> = {
  props: { detailPath: '/order-info', cashierPath: '/cashier', emptyText: '暂无订单' },
  data: {
    list: [
      { orderId: 'O2', title: '无线蓝牙耳机', amount: 45900, status: 'REPAY', createTime: '2025-06-02 10:00:00' },
      { orderId: 'O1', title: '五常大米 5kg', amount: 5990, status: 'FINISH', createTime: '2025-06-01 09:00:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '无线蓝牙耳机' },
};
