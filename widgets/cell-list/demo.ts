import type { WidgetDemo } from '../demo-types';
import type { CellListInput } from './props.schema';

export const demo: WidgetDemo<CellListInput> = {
  props: {
    items: [
      { title: '我的账单', extra: '本月待还', action: { kind: 'navigate', to: '/my/bill' } },
      { title: '银行卡', action: { kind: 'navigate', to: '/my/bankcard' } },
      { title: '客服电话', extra: '400-000-0000', action: { kind: 'call', phone: '4000000000' } },
    ],
  },
  expect: { text: '我的账单' },
};
