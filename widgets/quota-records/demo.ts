import type { WidgetDemo } from '../demo-types';
import type { QuotaPage, QuotaRecordsInput } from './props.schema';

export const demo: WidgetDemo<QuotaRecordsInput, QuotaPage> = {
  props: {},
  data: {
    list: [
      { id: 2, kind: 'USE', change: -45900, remark: '分期购物', createTime: '2025-06-02 10:00:00' },
      { id: 1, kind: 'GRANT', change: 1000000, remark: '授信成功', createTime: '2025-06-01 10:00:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '使用 · 分期购物' },
};
