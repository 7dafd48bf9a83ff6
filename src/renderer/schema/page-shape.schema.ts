import { routeSchema } from '../route.schema';
import { navBarSchema } from './nav-bar.schema';
import { pageThemeSchema } from './page-theme.schema';

/** The top level of a page schema (definitions are added by buildPageSchema). */
export const pageShapeSchema = {
  title: 'QSH page schema',
  description: 'One page of the app: route, title, data sources and blocks. See docs/schemas.md.',
  type: 'object',
  required: ['route', 'title', 'blocks'],
  properties: {
    $schema: { type: 'string' },
    route: routeSchema,
    title: { type: 'string', description: 'Nav bar title.' },
    titleFrom: {
      type: 'object',
      required: ['data', 'path'],
      properties: {
        data: { type: 'string', description: 'A data source of the page (its "data" key).' },
        path: { type: 'string', minLength: 1, description: 'The field of its answer that holds the title, e.g. "title" (dots for nested fields).' },
      },
      additionalProperties: false,
      description: 'Nav bar title from the page’s data: shown once the source answers with a non-empty text; `title` until then and when it does not.',
    },
    titleQuery: {
      type: 'string',
      minLength: 1,
      description: 'Nav bar title from this URL query parameter (one of `route.query`), e.g. "title" for `/activity/byRegionType?title=礼包专区`: shown when the page was opened with it not empty; `title` otherwise.',
    },
    tabBar: { type: 'boolean', description: 'Show the bottom tab bar on this page.' },
    navBar: navBarSchema,
    theme: pageThemeSchema,
    data: { type: 'object', description: 'Named data sources blocks refer to by name.', additionalProperties: { $ref: '#/definitions/dataSource' } },
    blocks: { type: 'array', maxItems: 500, items: { $ref: '#/definitions/block' }, description: 'The page\'s blocks (at most 600 in the whole page, 8 levels deep: scripts/check/limits.ts).' },
  },
  additionalProperties: false,
} as const;
