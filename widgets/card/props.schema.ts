import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'card'> = {
  type: 'card',
  title: '卡片',
  description: 'A white rounded card with an optional title and extra text; its child `blocks` are the body.',
  data: 'none',
  prerender: true,
  slots: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Card heading.' },
    extra: { type: 'string', description: 'Small text on the right of the heading (e.g. 更多).' },
    action: anyAction,
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CardProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CardInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
