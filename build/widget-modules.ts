/**
 * The browser's widget registry and each widget's lazy chunk, written from widgets/catalog.ts at
 * build time (served by build/widget-registry-plugin.ts as Vite virtual modules). Runs in Node
 * only: the props schemas stay out of the browser bundle; each chunk carries its widget's
 * precompiled (ajv standalone) props validator instead.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { actionShapeSchema, rendererAjv, toEsm } from '../scripts/compile-validators';
import { propsDefaults } from '../src/renderer/props-defaults';
import { shareActions } from '../src/renderer/schema/share-actions';
import { widgetCatalog, type CatalogWidget } from '../widgets/catalog';
import { RUNTIME_META_KEYS, type WidgetEntry } from '../widgets/types';
import { CHUNK_PREFIX } from './widget-ids';

/** The meta fields the browser registry keeps (no schemas, no docs, no module names). */
function metaOf(widget: CatalogWidget): WidgetEntry {
  const meta: Record<string, unknown> = {};
  for (const key of RUNTIME_META_KEYS) if (widget[key] !== undefined) meta[key] = widget[key];
  return meta as WidgetEntry;
}

/** The block types the catalog knows. */
export function widgetTypes(): string[] {
  return widgetCatalog.map((w) => w.type);
}

/** virtual:widget-registry: every widget's meta and a loader of its chunk, in catalog order. */
export function registryModule(): string {
  const entries = widgetCatalog.map((w) => `  { ...${JSON.stringify(metaOf(w))}, load: () => import(${JSON.stringify(CHUNK_PREFIX + w.type)}) }`);
  return `export const widgetModules = [\n${entries.join(',\n')}\n];\n`;
}

/**
 * The props validator of a widget: checks the props and fills in the schema's `default`s
 * (`useDefaults`), so the renderer validates a per-block copy and the component gets them.
 */
function propsValidator(widget: CatalogWidget): string {
  const ajv = rendererAjv({ useDefaults: true });
  ajv.addSchema({ ...actionShapeSchema, $id: 'action' });
  const schema = { ...shareActions(widget.propsSchema, 'action'), $id: `props-${widget.type}` };
  ajv.addSchema(schema);
  return toEsm(standaloneCode(ajv, { validate: schema.$id }), '/* eslint-disable */\n');
}

/** virtual:widget-chunk/<type>: the component re-exported with its props validator; undefined for an unknown type. */
export function chunkModule(type: string): string | undefined {
  const widget = widgetCatalog.find((w) => w.type === type);
  if (!widget) return undefined;
  const component = `export { ${widget.exportName} as component } from ${JSON.stringify(`@widgets/${widget.module}`)};\n`;
  // The defaults alone, for props checked at build time (bundled pages): no validator run per block.
  const defaults = propsDefaults(shareActions(widget.propsSchema, 'action'));
  return component + propsValidator(widget) + `\nexport const defaults = ${JSON.stringify(defaults ?? null)} ?? undefined;\n`;
}
