import react from '@vitejs/plugin-react';
import { createServer, type Rollup } from 'vite';
import { ssrAliases } from './ssr-aliases';
import { widgetChunkId } from './widget-ids';
import { widgetRegistry } from './widget-registry-plugin';

/**
 * Loads source modules (TypeScript, JSX, CSS imports) in Node with Vite's SSR module loader, so
 * build steps can draw pages with the app's own renderer and widgets; `run` gets a loader.
 */
export async function withSsrModules<T>(root: string, run: (load: (path: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react(), widgetRegistry(root)],
    resolve: { alias: ssrAliases(root) },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // antd-mobile's modules import their CSS; Vite's loader handles that, Node's would not.
    ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await run((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}

interface CssMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * The CSS files that the chunks whose entry module `wanted` accepts bring, their static imports
 * followed, as built into `bundle`: a page's preview must link them, or it would paint unstyled.
 */
export function chunksCss(bundle: Rollup.OutputBundle, wanted: (moduleId: string) => boolean): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of (chunk as Rollup.OutputChunk & CssMeta).viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  // By the modules a chunk holds too: a chunk gathering several widgets' entries has no facade.
  for (const chunk of chunks.values()) if ((chunk.facadeModuleId && wanted(chunk.facadeModuleId)) || chunk.moduleIds.some(wanted)) visit(chunk);
  return [...css];
}

/** Whether a module id is the chunk entry of one of these widgets (virtual:widget-chunk/<type>). */
export function isWidgetChunkOf(types: readonly string[]): (moduleId: string) => boolean {
  return (id) => types.some((type) => id === widgetChunkId(type));
}
