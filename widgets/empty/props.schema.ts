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

export type EmptyProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
