import type { FromSchema } from 'json-schema-to-ts';

/** A gateway call feeding a page or a block: apiCode, params (bindings allowed), optional path. */
export const apiSourceSchema = {
  title: 'Gateway data source',
  type: 'object',
  required: ['api'],
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', description: 'The apiCode, e.g. BA006 (schemas/api/).' },
    params: {
      type: 'object',
      description: 'Request fields; values may be bindings.',
      additionalProperties: { anyOf: [{ $ref: '#/definitions/binding' }, {}] },
    },
    path: { type: 'string', description: 'Dot path of the part of the response to use, e.g. "list" or "page.records".' },
  },
  additionalProperties: false,
} as const;

/** Static data written into the page: what the widget gets, no call. */
export const staticSourceSchema = {
  title: 'Static data',
  type: 'object',
  required: ['value'],
  properties: {
    value: { description: 'The data itself, shaped as the widget expects it from a call (after `path`).' },
  },
  additionalProperties: false,
} as const;

/**
 * A data source: a gateway call (`api`) or static data (`value`). if/then/else (not anyOf), so a
 * mistake in a call is reported against the call's schema only.
 */
export const dataSourceSchema = {
  title: 'Data source',
  description: 'A gateway call {"api": "BA006", "params": {...}, "path": "list"} or static data {"value": [...]}.',
  type: 'object',
  if: { properties: { value: {} }, required: ['value'] },
  then: staticSourceSchema,
  else: apiSourceSchema,
} as const;

/** A gateway data source as written in a page schema (`params` values may be bindings). */
export type ApiSourceSpec = FromSchema<typeof apiSourceSchema>;
/** Static data as written in a page schema. */
export type StaticSourceSpec = FromSchema<typeof staticSourceSchema>;
