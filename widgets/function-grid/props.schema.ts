import type { FromSchema } from 'json-schema-to-ts';
import { MM004, type ApiDef, type ApiResponse } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'function-grid'> = {
  type: 'function-grid',
  title: '功能入口',
  description: 'A grid of function entries (icon + name). Data: MM004 groups (`{list: [{funcList}]}`, or that list), their entries flattened in order; a tap emits `{kind: "functionEntry", entry}`.',
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
/** A function entry as MM004 answers it (schemas/api/defs/func-entry.json). */
export type GridEntry = ApiDef<'func-entry'>;
/** MM004's answer: groups whose entries are shown in order, one group after another. */
export type EntryGroups = ApiResponse<'MM004'>;
export type EntryGroup = EntryGroups['list'][number];

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * MM004's answer `{ list: [...] }`, or its list of groups.
 */
export const dataSchema = listOrAnswer(MM004.response);
