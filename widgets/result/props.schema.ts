import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'result'> = {
  type: 'result',
  title: '结果页',
  description: 'A result (success, waiting, error, ...) with a title, a description and buttons that emit their actions.',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    status: { enum: ['success', 'error', 'info', 'waiting', 'warning'], default: 'success', description: 'Icon and colour.' },
    title: { type: 'string', description: 'Main text.' },
    description: { type: 'string', description: 'Smaller text below.' },
    buttons: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['text', 'action'],
        properties: { text: { type: 'string' }, action: anyAction, primary: { type: 'boolean', default: false } },
        additionalProperties: false,
      },
      default: [],
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ResultProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ResultInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
