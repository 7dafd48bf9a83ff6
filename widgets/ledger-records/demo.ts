import type { WidgetDemo } from '../demo-types';
import type { LedgerPage, LedgerRecordsInput } from './props.schema';

export const demo: WidgetDemo<LedgerRecordsInput, LedgerPage> = {
  props: {},
  data: {
    list: [
      { id: 3, change: -500, reason: '积分兑换：5 元无门槛券', createTime: '2025-06-03 10:00:00' },
      { id: 2, change: 600, reason: '购物返积分', createTime: '2025-06-02 10:00:00' },
      { id: 1, change: 2000, reason: '新人注册奖励', createTime: '2025-06-01 10:00:00' },
    ],
    total: 3,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '购物返积分' },
};
