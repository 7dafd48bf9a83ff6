import type { WidgetDemo } from '../demo-types';
import type { CardSecretLogInput, RetrieveLogPage } from './props.schema';

export const demo: WidgetDemo<CardSecretLogInput, RetrieveLogPage> = {
  props: {},
  data: {
    list: [
      { id: 2, cardId: 1, name: '京东E卡 100元', action: 'RETRIEVE', createTime: '2025-06-02 10:00:00' },
      { id: 1, cardId: 2, name: '黄金卡 50元', action: 'RETRIEVE', createTime: '2025-06-01 09:30:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '京东E卡 100元' },
};
