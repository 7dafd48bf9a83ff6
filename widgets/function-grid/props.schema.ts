import type { FromSchema } from 'json-schema-to-ts';
import type { FunctionEntry } from '@/actions/types';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'function-grid'> = {
  type: 'function-grid',
  title: '功能入口',
  description: 'A grid of function entries (icon + name). Data: a list of spec function entries plus `icon`, or MM004 groups (`{list: [{funcList}]}`, flattened in order); a tap emits `{kind: "functionEntry", entry}`.',
  data: 'required',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    columns: { type: 'integer', minimum: 2, maximum: 5, default: 4, description: 'Entries per row.' },
    iconSize: { type: 'integer', minimum: 16, maximum: 64, default: 40, description: 'Icon size in px.' },
    max: { type: 'integer', minimum: 1, description: 'Show at most this many entries.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type FunctionGridProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type FunctionGridInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** A function entry as the grid shows it. */
export type GridEntry = FunctionEntry & { icon?: string };
/** An MM004 group: its entries are shown in order, one group after another. */
export type EntryGroup = { name?: string; funcList: GridEntry[] };

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`
 * against the apiCode's response schema or a static `value`: a list of function entries, or of groups with `funcList` (MM004), or an answer shaped `{ list: [...] }`.
 */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: 'object' } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: 'object' } } } },
  ],
} as const;
