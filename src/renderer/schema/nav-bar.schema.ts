/** Options for the nav bar the app shell draws above the page body. */
export const navBarSchema = {
  title: 'Nav bar',
  type: 'object',
  properties: {
    hidden: { type: 'boolean', description: 'Hide the nav bar (full-screen activity pages).' },
    back: { type: 'boolean', description: 'Show the back arrow (default true).' },
    background: { type: 'string', description: 'Background colour.' },
    right: {
      type: 'object',
      required: ['text', 'action'],
      properties: { text: { type: 'string' }, action: { $ref: '#/definitions/action' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
