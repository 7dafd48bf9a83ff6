import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'notice-bar'> = {
  type: 'notice-bar',
  title: '滚动通知',
  description: 'Scrolling activity notices (standing still, wrapped onto several lines, for a customer who asked the system for reduced motion). Data: a list of strings or of objects with `content` (or `title`, or `name` as BA006 HOME_NOTICE ads have it).',
  data: 'required',
  prerender: true,
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

/** Props as the component receives them: the renderer has filled in every default. */
export type NoticeBarProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type NoticeBarInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** One notice: a plain string or an object with its text. */
export type Notice = string | { content?: string; title?: string; name?: string };

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`
 * against the apiCode's response schema or a static `value`: a list of notices (texts, or objects with `content`, `title` or `name`), or an answer shaped `{ list: [...] }`.
 */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: ['string', 'object'] } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: ['string', 'object'] } } } },
  ],
} as const;
