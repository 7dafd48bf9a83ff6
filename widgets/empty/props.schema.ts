import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'empty'> = {
  type: 'empty',
  title: '空状态',
  description: 'An empty-state picture with a text (default 暂无数据).',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', default: '暂无数据', description: 'Main text.' },
    description: { type: 'string', default: '', description: 'Smaller text below.' },
    status: { enum: ['empty', 'default', 'disconnected', 'busy'], default: 'empty', description: 'Picture.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type EmptyProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type EmptyInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
