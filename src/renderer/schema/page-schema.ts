import { actionSchema } from '@/actions/types';
import { bindingSchema } from './binding.schema';
import { blockSchema } from './block.schema';
import { apiSourceSchema, dataSourceSchema } from './data-source.schema';
import { pageShapeSchema } from './page-shape.schema';
import { whenSchema } from './when.schema';
import { allowBindings } from './allow-bindings';

type Schema = { readonly [key: string]: unknown };

/** What a page schema is built from: each widget's type and props schema (and, for editors, its docs). */
export interface PageSchemaWidget {
  type: string;
  propsSchema: Schema;
  /** Short name and one-line description (the catalog meta), shown by editors on hover. */
  title?: string;
  description?: string;
}

/** One apiCode of schemas/api/ as the page schema needs it: its title and its request schema ($refs inlined). */
export interface PageSchemaApi {
  apiCode: string;
  title: string;
  request: Schema;
}

/** A block an editor inserts whole (VS Code `defaultSnippets`). */
export interface BlockSnippet {
  label: string;
  description?: string;
  body: unknown;
}

/** The project facts the editors' page schema (schemas/page.schema.json) carries beyond the widgets. */
export interface PageSchemaContract {
  /** Every apiCode: data sources name one of them, and their params follow its request schema. */
  apis?: readonly PageSchemaApi[];
  /** Every route path (`:name` segments match any value): the targets of `navigate`. */
  routes?: readonly string[];
  /** The route paths of tab pages (`"tabBar": true`): the targets of `switchTab`. */
  tabRoutes?: readonly string[];
  /** Whole blocks for completion, one or more per widget. */
  snippets?: readonly BlockSnippet[];
}

/** `props` checks per widget: if type is X then props must match X's schema (bindings allowed); props are required when X requires some. */
function propsRules(widgets: readonly PageSchemaWidget[]) {
  return widgets.map(({ type, title, description, propsSchema }) => {
    const needsProps = Array.isArray(propsSchema.required) && propsSchema.required.length > 0;
    return {
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: {
        ...(title ? { title: `${type}: ${title}` } : {}),
        ...(description ? { description } : {}),
        ...(needsProps ? { required: ['props'] } : {}),
        properties: { props: { $ref: `#/definitions/props-${type}` } },
      },
    };
  });
}

/** A data source whose `api` is one of the known apiCodes and whose `params` follow that code's request schema. */
function contractDataSource(apis: readonly PageSchemaApi[]) {
  const rules = apis.map(({ apiCode, request }) => {
    const needsParams = Array.isArray(request.required) && request.required.length > 0;
    return {
      if: { properties: { api: { const: apiCode } }, required: ['api'] },
      then: { ...(needsParams ? { required: ['params'] } : {}), properties: { params: allowBindings(request) } },
    };
  });
  const api = {
    description: apiSourceSchema.properties.api.description,
    enum: apis.map((a) => a.apiCode),
    enumDescriptions: apis.map((a) => a.title),
  };
  return { ...dataSourceSchema, else: { ...apiSourceSchema, properties: { ...apiSourceSchema.properties, api }, allOf: rules } };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `to` of navigate: a route path (completion lists them), `:name` segments matching any value, with an optional query or hash. */
function routeTarget(routes: readonly string[]) {
  const fixed = routes.filter((r) => !r.includes(':'));
  const alternatives = routes.map((r) => r.split('/').map((seg) => (seg.startsWith(':') ? '[^/?#]+' : escapeRegExp(seg))).join('/') || '/');
  return {
    type: 'string',
    description: 'A route path of a page schema (`:name` segments take any value); may end in ?query or #hash.',
    anyOf: [{ enum: fixed }, { pattern: `^(?:${alternatives.join('|')})(?:[?#].*)?$` }],
  };
}

/** The action schema with `navigate` and `switchTab` targets limited to the project's routes and tabs. */
function actionWithRoutes(contract: PageSchemaContract): Schema {
  const { routes, tabRoutes } = contract;
  if (!routes && !tabRoutes) return actionSchema;
  const oneOf = actionSchema.oneOf.map((branch) => {
    const kind = branch.properties.kind.const;
    if (kind === 'navigate' && routes) return { ...branch, properties: { ...branch.properties, to: routeTarget(routes) } };
    if (kind === 'switchTab' && tabRoutes) return { ...branch, properties: { ...branch.properties, to: { type: 'string', description: 'The route path of a tab page ("tabBar": true).', enum: tabRoutes } } };
    return branch;
  });
  return { ...actionSchema, oneOf };
}

/**
 * The JSON Schema of a page schema. With `withProps` (editors, the checker) every block's
 * props are checked against its widget; without it (the browser) only the page's shape is.
 * With a `contract` (editors, the checker) data sources follow schemas/api/ and actions the
 * project's routes; editors also get whole-block snippets.
 */
export function buildPageSchema(widgets: readonly PageSchemaWidget[], withProps = true, contract: PageSchemaContract = {}): Schema {
  const block = blockSchema(withProps ? widgets.map((w) => ({ type: w.type, title: w.title ?? '', description: w.description ?? '' })) : undefined);
  const snippets = contract.snippets?.length ? { defaultSnippets: contract.snippets } : {};
  const definitions: Record<string, unknown> = {
    binding: bindingSchema,
    when: whenSchema,
    dataSource: contract.apis ? contractDataSource(contract.apis) : dataSourceSchema,
    action: { ...allowBindings(actionWithRoutes(contract)), discriminator: { propertyName: 'kind' } },
    block: withProps ? { ...block, ...snippets, allOf: propsRules(widgets) } : block,
  };
  if (withProps) for (const w of widgets) definitions[`props-${w.type}`] = allowBindings(w.propsSchema);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://qsh.local/schemas/page.schema.json',
    ...pageShapeSchema,
    definitions,
  };
}
