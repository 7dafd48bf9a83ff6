import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'button'> = {
  type: 'button',
  title: '按钮',
  description: 'A button that emits its `action` (any action kind) when tapped.',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  required: ['text', 'action'],
  properties: {
    text: { type: 'string', description: 'Button label.' },
    action: anyAction,
    color: { enum: ['primary', 'default', 'success', 'warning', 'danger'], default: 'primary' },
    fill: { enum: ['solid', 'outline', 'none'], default: 'solid' },
    size: { enum: ['mini', 'small', 'middle', 'large'], default: 'large' },
    block: { type: 'boolean', default: true, description: 'Full width.' },
    shape: { enum: ['default', 'rounded', 'rectangular'], default: 'rounded' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ButtonProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ButtonInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
