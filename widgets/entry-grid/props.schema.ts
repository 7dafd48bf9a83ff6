import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'entry-grid'> = {
  type: 'entry-grid',
  title: '入口宫格',
  description: 'Fixed entries (an icon from a built-in set, a text, an action) as a grid or a list, e.g. the areas of /my.',
  data: 'none',
  prerender: true,
};

/** The icon names an entry may use (antd-mobile-icons outlines). */
export const ICON_NAMES = [
  'order', 'bill', 'bankcard', 'cardpwd', 'points', 'balance', 'coupon', 'gift', 'member', 'phone', 'message', 'setting', 'privacy', 'account', 'service', 'agreement', 'shop',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const propsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    title: { type: 'string', description: 'Heading above the entries.' },
    layout: { enum: ['grid', 'list'], default: 'grid', description: 'Icons in a grid, or rows with an arrow.' },
    columns: { type: 'integer', minimum: 3, maximum: 5, default: 4, description: 'Entries per row in grid layout.' },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['text', 'icon', 'action'],
        properties: {
          text: { type: 'string' },
          icon: { enum: ICON_NAMES, description: 'One of the built-in icons.' },
          action: anyAction,
          extra: { type: 'string', description: 'Text on the right (list layout).' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type EntryGridProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type EntryGridInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
