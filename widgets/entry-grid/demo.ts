import type { WidgetDemo } from '../demo-types';
import type { EntryGridInput } from './props.schema';

export const demo: WidgetDemo<EntryGridInput> = {
  props: {
    title: '我的资产',
    items: [
      { text: '我的账单', icon: 'bill', action: { kind: 'navigate', to: '/my/bill' } },
      { text: '银行卡', icon: 'bankcard', action: { kind: 'navigate', to: '/my/bankcard' } },
      { text: '优惠券', icon: 'coupon', action: { kind: 'navigate', to: '/my/coupon/list' } },
    ],
  },
  expect: { text: '我的账单' },
};
