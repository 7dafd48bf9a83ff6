import type { WidgetDemo } from '../demo-types';
import type { ConfigLinkInput } from './props.schema';

export const demo: WidgetDemo<ConfigLinkInput> = {
  props: { configKey: 'customer_service_chat_url', title: '在线客服', description: '工作时间 9:00-21:00' },
  expect: { text: '在线客服' },
};
