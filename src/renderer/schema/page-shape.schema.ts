import { routeSchema } from '../route.schema';
import { navBarSchema } from './nav-bar.schema';

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
    tabBar: { type: 'boolean', description: 'Show the bottom tab bar on this page.' },
    navBar: navBarSchema,
    data: { type: 'object', description: 'Named data sources blocks refer to by name.', additionalProperties: { $ref: '#/definitions/dataSource' } },
    blocks: { type: 'array', items: { $ref: '#/definitions/block' } },
  },
  additionalProperties: false,
} as const;
