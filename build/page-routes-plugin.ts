import type { Plugin } from 'vite';
import { join } from 'node:path';
import { widgetTypesOf } from '../src/renderer/block-types';
import { prefetchPlan } from '../src/renderer/prefetch-plan';
import { readPageFiles, PAGES_DIR } from './page-files';

const MODULE_ID = 'virtual:page-routes';
const RESOLVED_ID = '\0' + MODULE_ID;

/** Route metadata copied from each page schema into the route table. */
const ROUTE_KEYS = ['path', 'name', 'index', 'keepAlive', 'dropCache', 'login', 'query', 'params', 'testOnly'] as const;

/**
 * Builds the route table from schemas/pages at build time. The table holds only each
 * page's route metadata and title; the page body is a dynamic import, so it loads on demand.
 * `widgets` names the widget types the page uses, so a route can start their lazy chunks
 * (component and props validator, imported by the registry) in parallel with its page schema;
 * `prefetch` lists the first screen's data requests, which start as the navigation starts.
 */
export function pageRoutes(root: string): Plugin {
  return {
    name: 'page-routes',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = readPageFiles(root).map((page) => {
        this.addWatchFile(page.file);
        if (page.parseError || typeof page.json !== 'object' || page.json === null) {
          this.error(`${page.relPath}: not valid JSON (${page.parseError ?? 'not an object'})`);
        }
        const json = page.json as { route?: Record<string, unknown>; title?: unknown; titleQuery?: unknown; tabBar?: unknown; blocks?: unknown };
        const route = json.route ?? {};
        const meta: Record<string, unknown> = { title: json.title ?? '', tabBar: json.tabBar === true };
        if (typeof json.titleQuery === 'string') meta.titleQuery = json.titleQuery;
        for (const key of ROUTE_KEYS) if (route[key] !== undefined) meta[key] = route[key];
        const spec = JSON.stringify('/' + page.relPath);
        // Unknown types are skipped when preloading (and npm run build refuses such a page).
        meta.widgets = [...widgetTypesOf(json.blocks)];
        // The first screen's data requests start with the navigation, in parallel with these chunks.
        const prefetch = prefetchPlan(json);
        if (prefetch.length > 0) meta.prefetch = prefetch;
        return `  { ...${JSON.stringify(meta)}, load: () => import(${spec}) }`;
      });
      return `export const pageRoutes = [\n${entries.join(',\n')}\n];\n`;
    },
    configureServer(server) {
      const dir = join(root, PAGES_DIR);
      server.watcher.add(dir);
      const invalidate = (file: string) => {
        if (!file.startsWith(dir)) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', invalidate);
      server.watcher.on('unlink', invalidate);
    },
  };
}
