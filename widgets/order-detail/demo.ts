import type { WidgetDemo } from '../demo-types';
import type { OrderData, OrderDetailProps } from './props.schema';

export const demo: WidgetDemo<OrderDetailProps, OrderData> = {
  props: { headline: '', statusHeadline: false, cashierPath: '/cashier', listPath: '/order-list', servicePath: '/iframe-view/chatlink' },
  data: {
    orderId: 'O20250601A', scene: 'GOODS_ORDER', kind: 'GOODS', title: '无线蓝牙耳机', refId: 'SPU1002', quantity: 1, amount: 44900, discount: 1000, periods: 1,
    status: 'REPAY', channelStatus: 'NON', createTime: '2025-06-01 10:00:00', address: { name: '张伟', tel: '13800000000', detail: '北京市北京市朝阳区建国路88号' },
  },
  expect: { text: '无线蓝牙耳机' },
};
