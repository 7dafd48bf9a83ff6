import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'cell-list'> = {
  type: 'cell-list',
  title: '单元格列表',
  description: 'A list of cells (title, description, extra text); a cell with an `action` shows an arrow and emits it on tap.',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    header: { type: 'string', description: 'Small heading above the list.' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title'],
        properties: {
          title: { type: 'string' },
          description: { type: 'string' },
          extra: { type: 'string', description: 'Text on the right.' },
          icon: { type: 'string', description: 'Icon image URL.' },
          action: anyAction,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CellListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CellListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
