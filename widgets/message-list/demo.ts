import type { WidgetDemo } from '../demo-types';
import type { MessageListInput, MessagePage } from './props.schema';

export const demo: WidgetDemo<MessageListInput, MessagePage> = {
  props: {},
  data: {
    list: [
      { id: 2, title: '还款提醒', content: '您的账单将于3日后到期，请按时还款。', msgType: 'BILL', isRead: 'N', createTime: '2025-06-01 10:00:00' },
      { id: 1, title: '欢迎加入趣生活', content: '完成授信即可领取专属额度。', msgType: 'SYSTEM', isRead: 'Y', createTime: '2025-05-20 09:30:00' },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
  expect: { text: '还款提醒' },
};
