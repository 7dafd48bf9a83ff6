import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'text'> = {
  type: 'text',
  title: '文本',
  description: 'A paragraph of plain text (bind `text` to show query, user or app values).',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: ['string', 'number'], description: 'The text.' },
    size: { enum: ['sm', 'md', 'lg', 'xl'], default: 'md', description: '12 / 14 / 16 / 20 px.' },
    color: { enum: ['default', 'primary', 'weak', 'danger'], default: 'default' },
    align: { enum: ['left', 'center', 'right'], default: 'left' },
    bold: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type TextProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type TextInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
