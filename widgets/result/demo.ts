import type { WidgetDemo } from '../demo-types';
import type { ResultInput } from './props.schema';

export const demo: WidgetDemo<ResultInput> = {
  props: {
    status: 'success',
    title: '支付成功',
    description: '订单已支付，稍后可在我的订单中查看',
    buttons: [{ text: '查看订单', primary: true, action: { kind: 'navigate', to: '/order-list' } }, { text: '返回首页', action: { kind: 'switchTab', to: '/' } }],
  },
  expect: { text: '支付成功' },
};
