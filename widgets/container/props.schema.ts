import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'container'> = {
  type: 'container',
  title: '容器',
  description: 'Lays out its child `blocks` in a column or a row, with gap, padding and background.',
  data: 'none',
  prerender: true,
  slots: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    direction: { enum: ['column', 'row'], default: 'column' },
    gap: { type: 'integer', minimum: 0, default: 0, description: 'Space between children in px.' },
    padding: { type: 'integer', minimum: 0, default: 0, description: 'Inner padding in px.' },
    wrap: { type: 'boolean', default: false, description: 'Rows wrap onto new lines.' },
    align: { enum: ['start', 'center', 'end', 'stretch'], default: 'stretch' },
    background: { type: 'string', pattern: '^(#[0-9a-fA-F]{3,8}|transparent|white)$', description: 'Background colour (#rgb, #rrggbb, white, transparent).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ContainerProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ContainerInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
