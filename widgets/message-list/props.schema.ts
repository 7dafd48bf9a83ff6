import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'message-list'> = {
  type: 'message-list',
  title: '消息列表',
  description: 'Messages (MM006 `{list, total, pageNum, pageSize}`), newest first, unread ones marked; later pages load as the user scrolls; a tap shows the message in a dialog.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'MM006', description: 'apiCode that answers the next pages (`pageNum`, `pageSize`).' },
  },
  additionalProperties: false,
} as const;

export type MessageListProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

export interface Message {
  id: number;
  title: string;
  content: string;
  msgType?: string;
  isRead?: 'Y' | 'N';
  createTime?: string;
}

/** One page of messages as MM006 answers it. */
export interface MessagePage {
  list: Message[];
  total?: number;
  pageNum?: number;
  pageSize?: number;
}
