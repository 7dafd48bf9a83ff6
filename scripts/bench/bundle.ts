import { readPageFiles } from '../../build/page-files';
import { COMMON_WIDGETS_GROUP, commonFirstScreenWidgets, HOME_WIDGETS_GROUP, homeFirstScreenWidgets } from '../../build/chunk-groups';
import { widgetTypesOf } from '../../src/renderer/block-types';
import { entryKey, staticClosure, type Manifest } from './manifest';
import { table } from './format';
import { kib, sumSizes, type Size } from './sizes';

export interface RouteSize {
  path: string;
  js: Size;
  css: Size;
  jsFiles: number;
}

export interface Part {
  js: Size;
  css: Size;
}

export interface BundleReport {
  /** index.html's entry chunk and its static imports (what the budget names). */
  entry: Part;
  /** The entry plus the chunks it imports dynamically at once on boot (the app start chunk). */
  boot: Part;
  routes: RouteSize[];
  /** The operator console (ops/index.html, docs/operators.md); never a customer's load. Absent in a build without it. */
  ops?: OpsConsoleSize;
}

export interface OpsConsoleSize {
  /** ops/index.html's entry chunk and its static imports: the console's first load. */
  first: Part;
  /** What it loads lazily after its first screen: the JSON editor (CodeMirror 6) and page.schema.json, with their own static imports not in the first load. */
  editor: Part;
}

/** The operator console's entry and its lazily loaded editor chunks. */
export function measureOpsConsole(distDir: string, manifest: Manifest): OpsConsoleSize | undefined {
  const entry = manifest['ops/index.html'];
  if (!entry) return undefined;
  const first = staticClosure(manifest, ['ops/index.html']);
  const lazy = staticClosure(manifest, entry.dynamicImports ?? []);
  const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((f) => !b.has(f)));
  return { first: part(distDir, first), editor: part(distDir, { js: minus(lazy.js, first.js), css: minus(lazy.css, first.css) }) };
}

/** The bundle report's operator console table (empty without a console in the build). */
export function opsConsoleSection(bundle: BundleReport): string[] {
  const ops = bundle.ops;
  if (!ops) return [];
  const row = (name: string, p: Part) => [name, kib(p.js.raw), kib(p.js.gzip), kib(p.css.raw), kib(p.css.gzip)];
  return [
    '### Operator console (/ops/, not loaded by customers)',
    table(['part', 'JS KiB', 'JS gzip KiB', 'CSS KiB', 'CSS gzip KiB'], [
      row('console first load: ops/index.html entry and its static imports', ops.first),
      row('loaded after it: JSON editor (CodeMirror 6) and page.schema.json', ops.editor),
    ]),
  ];
}

/** The widget groups (build/chunk-groups.ts): a chunk's `name` and the widget types it holds. */
type WidgetGroups = readonly { name: string; types: ReadonlySet<string> }[];

/**
 * Manifest keys a route loads on first visit besides the boot chunks: its page schema chunk and its
 * widgets. The widgets gathered into a group's chunk (build/chunk-groups.ts) have no manifest key
 * of their own: a route that draws one of them loads the group's chunk.
 */
function routeKeys(manifest: Manifest, relPath: string, json: unknown, groups: WidgetGroups): string[] {
  const keys = Object.keys(manifest);
  const types = widgetTypesOf((json as { blocks?: unknown }).blocks);
  const widgets = keys.filter((k) => manifest[k]?.isDynamicEntry && [...types].some((t) => k === `virtual:widget-chunk/${t}` || k.startsWith(`widgets/${t}/`)));
  const grouped = groups
    .filter((group) => [...types].some((t) => group.types.has(t)))
    .flatMap((group) => keys.filter((k) => manifest[k]?.name === group.name && !manifest[k]?.isEntry && !manifest[k]?.isDynamicEntry));
  return [...keys.filter((k) => k === relPath), ...widgets, ...grouped];
}

function part(distDir: string, files: { js: Set<string>; css: Set<string> }): Part {
  return { js: sumSizes(distDir, files.js), css: sumSizes(distDir, files.css) };
}

/** First-load JS and CSS of the entry, the boot chunks and every route, raw and gzip. */
export function measureBundle(root: string, distDir: string, manifest: Manifest): BundleReport {
  const entry = entryKey(manifest);
  const bootKeys = [entry, ...(manifest[entry]?.dynamicImports ?? [])];
  const pages = readPageFiles(root);
  const groups = [
    { name: HOME_WIDGETS_GROUP, types: homeFirstScreenWidgets(pages) },
    { name: COMMON_WIDGETS_GROUP, types: commonFirstScreenWidgets(pages) },
  ];
  const routes = pages.flatMap((page) => {
    const path = (page.json as { route?: { path?: unknown } } | undefined)?.route?.path;
    if (typeof path !== 'string') return [];
    const files = staticClosure(manifest, [...bootKeys, ...routeKeys(manifest, page.relPath, page.json, groups)]);
    return [{ path, ...part(distDir, files), jsFiles: files.js.size }];
  });
  routes.sort((a, b) => b.js.gzip - a.js.gzip || a.path.localeCompare(b.path));
  const ops = measureOpsConsole(distDir, manifest);
  return { entry: part(distDir, staticClosure(manifest, [entry])), boot: part(distDir, staticClosure(manifest, bootKeys)), routes, ...(ops ? { ops } : {}) };
}
