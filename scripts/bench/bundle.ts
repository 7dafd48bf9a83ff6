import { readPageFiles } from '../../build/page-files';
import { entryKey, staticClosure, type Manifest } from './manifest';
import { sumSizes, type Size } from './sizes';

export interface RouteSize {
  path: string;
  js: Size;
  css: Size;
  jsFiles: number;
}

export interface BundleReport {
  entry: { js: Size; css: Size; files: string[] };
  routes: RouteSize[];
}

function blockTypes(json: unknown): string[] {
  const blocks = (json as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const type = (block as { type?: unknown }).type;
    return typeof type === 'string' ? [type] : [];
  });
}

/** Manifest keys of what a route loads on first visit: its page schema chunk and the chunks of the widgets it uses. */
function routeKeys(manifest: Manifest, relPath: string, json: unknown): string[] {
  const keys = Object.keys(manifest);
  const widgetKeys = blockTypes(json).flatMap((type) => keys.filter((k) => k.startsWith(`widgets/${type}/`) && manifest[k]?.isDynamicEntry));
  return [...keys.filter((k) => k === relPath), ...widgetKeys];
}

/** First-load JS and CSS of the entry and of every route (entry + page chunk + its widgets), raw and gzip. */
export function measureBundle(root: string, distDir: string, manifest: Manifest): BundleReport {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const routes = readPageFiles(root).flatMap((page) => {
    const path = (page.json as { route?: { path?: unknown } } | undefined)?.route?.path;
    if (typeof path !== 'string') return [];
    const own = staticClosure(manifest, [entryKey(manifest), ...routeKeys(manifest, page.relPath, page.json)]);
    return [{ path, js: sumSizes(distDir, own.js), css: sumSizes(distDir, own.css), jsFiles: own.js.size }];
  });
  routes.sort((a, b) => b.js.gzip - a.js.gzip || a.path.localeCompare(b.path));
  return {
    entry: { js: sumSizes(distDir, entry.js), css: sumSizes(distDir, entry.css), files: [...entry.js, ...entry.css] },
    routes,
  };
}
