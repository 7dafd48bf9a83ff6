import type { WidgetDemo } from '../demo-types';
import type { EntryGroups, FunctionGridInput } from './props.schema';

export const demo: WidgetDemo<FunctionGridInput, EntryGroups> = {
  props: { columns: 4 },
  data: {
    list: [
      {
        id: 1,
        name: '常用功能',
        sort: 1,
        funcList: [
          { id: 1, name: '我的账单', icon: '/static/bill.png', funcType: 'IN', linkType: 'CUSTOM', linkTypeValue: '/my/bill', funcValues: [], sort: 1 },
          { id: 2, name: '话费充值', icon: '/static/tele.png', funcType: 'IN', linkType: 'TELE', linkTypeValue: '', funcValues: [], sort: 2 },
        ],
      },
      {
        id: 2,
        name: '合作服务',
        sort: 2,
        funcList: [{ id: 3, name: '合作活动', icon: '/static/out.png', funcType: 'OUT', linkType: 'CUSTOM', linkTypeValue: 'https://example.com', funcValues: [], sort: 1 }],
      },
    ],
  },
  expect: { text: '我的账单' },
};
