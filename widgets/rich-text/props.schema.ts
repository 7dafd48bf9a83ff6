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
    html: { type: 'string', default: '', description: 'HTML to show; the data source, when given, wins.' },
    padding: { type: 'integer', minimum: 0, default: 12, description: 'Inner padding in px.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type RichTextProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type RichTextInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: the HTML to show (instead of `props.html`). */
export const dataSchema = { type: 'string' } as const;
