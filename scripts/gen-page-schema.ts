/**
 * Generates schemas/page.schema.json (the JSON Schema operators' editors load) from the route
 * schema, the action schema, every registered widget's meta, props schema and demo (whole-block
 * snippets), the gateway contract (schemas/api/: apiCodes and their params) and the routes of
 * the page schemas (navigate and switchTab targets).
 * Run: npm run schemas:gen   (npm run generated:check fails when the committed file is stale,
 * so adding a page or an apiCode means running it again)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPageFiles } from '../build/page-files';
import { buildPageSchema, type BlockSnippet } from '../src/renderer/schema/page-schema';
import type { WidgetDemo } from '../widgets/demo-types';
import { widgetCatalog as widgetEntries } from '../widgets/catalog';
import { contractApis } from './check/page-validator';
import { routesOf } from './check/routes';

export const PAGE_SCHEMA_FILE = 'schemas/page.schema.json';
const root = fileURLToPath(new URL('..', import.meta.url));

/** VS Code reads strings (and keys) of a snippet body as snippet text: a literal `$` is `\$`. */
function escapeSnippet(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[$}\\]/g, (c) => `\\${c}`);
  if (Array.isArray(value)) return value.map(escapeSnippet);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/\$/g, '\\$'), escapeSnippet(v)]));
  return value;
}

/** One whole block per widget from its demo: props, static data (`{"value": ...}`) and child blocks as the demo has them. */
export async function blockSnippets(): Promise<BlockSnippet[]> {
  const snippets: BlockSnippet[] = [];
  for (const w of widgetEntries) {
    const { demo } = (await import(`../widgets/${w.type}/demo.ts`)) as { demo?: WidgetDemo<unknown> };
    const props = demo?.props && Object.keys(demo.props as object).length ? { props: demo.props } : {};
    const data = w.data !== 'none' && demo?.data !== undefined ? { data: { value: demo.data } } : {};
    const blocks = w.slots && demo?.blocks ? { blocks: demo.blocks } : {};
    snippets.push({ label: w.type, description: `${w.title}: ${w.description}`, body: escapeSnippet({ type: w.type, ...props, ...data, ...blocks }) });
  }
  return snippets;
}

/** The exact text page.schema.json must have. */
export async function renderPageSchema(): Promise<string> {
  const routes = routesOf(readPageFiles(root));
  const contract = {
    apis: contractApis(),
    routes: routes.map((r) => r.path).sort(),
    tabRoutes: routes.filter((r) => r.tabBar).map((r) => r.path).sort(),
    snippets: await blockSnippets(),
  };
  return JSON.stringify(buildPageSchema(widgetEntries, true, contract), null, 2) + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, PAGE_SCHEMA_FILE), await renderPageSchema());
  console.log(`wrote ${PAGE_SCHEMA_FILE}`);
}
