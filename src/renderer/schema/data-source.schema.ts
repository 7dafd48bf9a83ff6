/** A gateway call feeding a page or a block: apiCode, params (bindings allowed), optional path. */
export const dataSourceSchema = {
  title: 'Data source',
  type: 'object',
  required: ['api'],
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', description: 'The apiCode, e.g. BA006.' },
    params: {
      type: 'object',
      description: 'Request fields; values may be bindings.',
      additionalProperties: { anyOf: [{ $ref: '#/definitions/binding' }, {}] },
    },
    path: { type: 'string', description: 'Dot path of the part of the response to use, e.g. "list" or "page.records".' },
  },
  additionalProperties: false,
} as const;
