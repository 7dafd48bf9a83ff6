import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'rich-text'> = {
  type: 'rich-text',
  title: '富文本',
  description: 'HTML from the schema (`html`) or from the data source (a string), sanitised with DOMPurify.',
  data: 'optional',
};

export const propsSchema = {
  type: 'object',
  properties: {
    html: { type: 'string', description: 'HTML to show; the data source, when given, wins.' },
    padding: { type: 'integer', minimum: 0, default: 12, description: 'Inner padding in px.' },
  },
  additionalProperties: false,
} as const;

export type RichTextProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
