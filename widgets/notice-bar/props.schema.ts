import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'notice-bar'> = {
  type: 'notice-bar',
  title: '滚动通知',
  description: 'Scrolling activity notices. Data: a list of strings or of objects with `content` (or `title`, or `name` as BA006 HOME_NOTICE ads have it).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    color: { enum: ['default', 'alert', 'error', 'info'], default: 'alert', description: 'Colour scheme.' },
    speed: { type: 'integer', minimum: 10, maximum: 200, default: 50, description: 'Scroll speed in px/s.' },
    separator: { type: 'string', default: '　　', description: 'Text between two notices.' },
  },
  additionalProperties: false,
} as const;

export type NoticeBarProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** One notice: a plain string or an object with its text. */
export type Notice = string | { content?: string; title?: string; name?: string };
