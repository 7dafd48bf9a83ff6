import type { FromSchema } from 'json-schema-to-ts';
import { MM006, type ApiResponse } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'message-list'> = {
  type: 'message-list',
  title: '消息列表',
  description: 'Messages (MM006 `{list, total, pageNum, pageSize}`), newest first, unread ones marked; later pages of the block data source load as the user scrolls (declare `"data": {"api": "MM006", "params": {"pageSize": 10}}`); a tap shows the message in a dialog.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type MessageListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type MessageListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One page of messages as MM006 answers it. */
export type MessagePage = ApiResponse<'MM006'>;
export type Message = MessagePage['list'][number];

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: MM006's answer, one page of messages `{ list, total, pageNum, pageSize }`. */
export const dataSchema = MM006.response;
