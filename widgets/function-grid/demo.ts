import type { WidgetDemo } from '../demo-types';
import type { FunctionGridInput, GridEntry } from './props.schema';

export const demo: WidgetDemo<FunctionGridInput, GridEntry[]> = {
  props: { columns: 4 },
  data: [
    { id: 1, funcType: 'IN', linkType: 'CUSTOM', linkTypeValue: '/my/bill', name: '我的账单', icon: '/static/bill.png' },
    { id: 2, funcType: 'IN', linkType: 'TELE', name: '话费充值', icon: '/static/tele.png' },
    { id: 3, funcType: 'OUT', linkType: 'CUSTOM', linkTypeValue: 'https://example.com', name: '合作活动', icon: '/static/out.png' },
  ],
  expect: { text: '我的账单' },
};
