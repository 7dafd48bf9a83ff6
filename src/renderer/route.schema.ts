import type { FromSchema } from 'json-schema-to-ts';

/** The `route` object of a page schema: everything the router needs, read at build time. */
export const routeSchema = {
  type: 'object',
  required: ['path', 'name', 'login'],
  properties: {
    path: { type: 'string', pattern: '^/', description: 'URL path; `:name` marks a path parameter.' },
    name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$', description: 'Unique route name (used by dropCache).' },
    index: { type: 'integer', minimum: 0, description: 'Ordering index from the spec (e.g. bills 60-63).' },
    login: {
      enum: ['required', 'optional', 'none'],
      description: 'required: guests go to /login; optional: works for guests; none: public, no user info loaded.',
    },
    keepAlive: { type: 'boolean', description: 'Keep the page mounted (state kept) while the user is elsewhere.' },
    dropCache: { type: 'array', items: { type: 'string' }, description: 'Route names whose kept-alive page is dropped when this page opens.' },
    query: { type: 'array', items: { type: 'string' }, description: 'Query parameters the page reads.' },
    params: { type: 'array', items: { type: 'string' }, description: 'Path parameters the page reads.' },
    testOnly: { type: 'boolean', description: 'A test page: reachable only in development (npm run dev) or the verify build (?variant=verify); elsewhere it shows 页面不存在, and it gets no first-screen preview.' },
  },
  additionalProperties: false,
} as const;

export type RouteMeta = FromSchema<typeof routeSchema>;
