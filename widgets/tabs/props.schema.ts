import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'tabs'> = {
  type: 'tabs',
  title: '标签页',
  description: 'Tabs; the n-th child block is the body of the n-th tab (only the active tab is rendered).',
  data: 'none',
  slots: true,
};

export const propsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', description: 'Tab title.' },
      description: 'Tab titles, in the order of the child blocks.',
    },
    defaultIndex: { type: 'integer', minimum: 0, default: 0, description: 'Tab shown first.' },
    stretch: { type: 'boolean', default: true, description: 'Tabs share the full width.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type TabsProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type TabsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
