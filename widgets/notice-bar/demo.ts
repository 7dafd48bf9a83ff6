import type { WidgetDemo } from '../demo-types';
import type { NoticeBarInput, Notice } from './props.schema';

export const demo: WidgetDemo<NoticeBarInput, Notice[]> = {
  props: { color: 'alert' },
  data: ['会员日全场 9 折', { content: '新用户首单立减 20 元' }],
  expect: { text: '会员日全场 9 折' },
};
