import type { Plugin, ViteDevServer } from 'vite';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CHUNK_PREFIX, REGISTRY_ID } from './widget-ids';
import type * as WidgetModules from './widget-modules';

/**
 * Loads build/widget-modules.ts (and through it widgets/catalog.ts, whose modules import with the
 * `@/` aliases) with tsx, which reads tsconfig.json's paths. Each call imports afresh.
 */
function importWidgetModules(root: string): Promise<typeof WidgetModules> {
  return tsImport(pathToFileURL(join(root, 'build/widget-modules.ts')).href, {
    parentURL: pathToFileURL(root).href,
    tsconfig: join(root, 'tsconfig.json'),
  }) as Promise<typeof WidgetModules>;
}

/** Files whose change changes the registry or a chunk (in the dev server). */
const affectsWidgets = (file: string) => /\/widgets\/(catalog\.ts|types\.ts|shared\/action-schema\.ts|[^/]+\/props\.schema\.ts)$/.test(file);

/**
 * The widget registry from widgets/catalog.ts, the one hand-kept list of widgets:
 *   virtual:widget-registry       every widget's meta and `() => import('virtual:widget-chunk/<type>')`
 *   virtual:widget-chunk/<type>   the widget's lazy chunk: its component and its props validator,
 *                                 compiled here (ajv standalone code, defaults filled in)
 * Props schemas never reach the browser bundle.
 */
export function widgetRegistry(root: string): Plugin {
  let modules: Promise<typeof WidgetModules> | undefined;
  const load = () => (modules ??= importWidgetModules(root));
  return {
    name: 'widget-registry',
    // The dev server's dependency scan cannot see into virtual modules: pre-bundle the (CommonJS)
    // ajv runtime helpers the compiled validators import, so no page reloads to optimise them.
    config: () => ({ optimizeDeps: { include: ['ajv/dist/runtime/equal.js', 'ajv/dist/runtime/ucs2length.js', 'ajv/dist/runtime/uri.js'] } }),
    resolveId(id) {
      return id === REGISTRY_ID || id.startsWith(CHUNK_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${REGISTRY_ID}`) return (await load()).registryModule();
      if (!id.startsWith(`\0${CHUNK_PREFIX}`)) return undefined;
      const type = id.slice(CHUNK_PREFIX.length + 1);
      const code = (await load()).chunkModule(type);
      if (code === undefined) this.error(`unknown widget type "${type}" (not in widgets/catalog.ts)`);
      return code;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.on('change', (file) => {
        if (!affectsWidgets(file.replace(/\\/g, '/'))) return;
        modules = undefined;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`\0${REGISTRY_ID}`) || mod.id?.startsWith(`\0${CHUNK_PREFIX}`)) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
