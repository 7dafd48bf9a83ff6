import { actionSchema } from '@/actions/types';
import { routeSchema } from '../route.schema';
import { bindingSchema } from './binding.schema';
import { blockSchema } from './block.schema';
import { dataSourceSchema } from './data-source.schema';
import { navBarSchema } from './nav-bar.schema';
import { whenSchema } from './when.schema';
import { allowBindings } from './allow-bindings';

type Schema = { readonly [key: string]: unknown };

/** What a page schema is built from: each widget's type and props schema. */
export interface PageSchemaWidget {
  type: string;
  propsSchema: Schema;
}

/** `props` checks per widget: if type is X then props must match X's schema (bindings allowed). */
function propsRules(widgets: readonly PageSchemaWidget[]) {
  return widgets.map(({ type }) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { properties: { props: { $ref: `#/definitions/props-${type}` } } },
  }));
}

/**
 * The JSON Schema of a page schema. With `withProps` (editors, the checker) every block's
 * props are checked against its widget; without it (the browser) only the page's shape is.
 */
export function buildPageSchema(widgets: readonly PageSchemaWidget[], withProps = true): Schema {
  const block = blockSchema(withProps ? widgets.map((w) => w.type) : undefined);
  const definitions: Record<string, unknown> = {
    binding: bindingSchema,
    when: whenSchema,
    dataSource: dataSourceSchema,
    action: { ...allowBindings(actionSchema), discriminator: { propertyName: 'kind' } },
    block: withProps ? { ...block, allOf: propsRules(widgets) } : block,
  };
  if (withProps) for (const w of widgets) definitions[`props-${w.type}`] = allowBindings(w.propsSchema);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://qsh.local/schemas/page.schema.json',
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
    definitions,
  };
}
