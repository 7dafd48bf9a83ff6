import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { widgetTypesOf } from '../src/renderer/block-types';
import { FIRST_SCREEN_BLOCKS, guestRequests } from '../src/renderer/prefetch-plan';
import { ROUTE_HINTS_FILE, type RouteHint } from '../server/http/route-hints';
import { RUNTIME_HINTS_FILE, type HintFiles, type RuntimeHints } from '../server/http/runtime-hints';
import { readPageFiles } from './page-files';
import { widgetChunkId } from './widget-ids';

type Chunk = Rollup.OutputChunk;
interface CssMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

/** A chunk and its static imports, followed (their files). */
export function closure(chunks: Map<string, Chunk>, start: readonly Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of start) visit(chunk);
  return files;
}

/**
 * The chunk that holds a module (its `moduleIds`), or undefined. A chunk that gathers several lazy
 * entries (a chunk group taking several widgets' entry modules, build/chunk-groups.ts) has no
 * `facadeModuleId`, so a widget's chunk is found by the modules it holds, not by its facade.
 */
export function chunkHolding(chunks: Iterable<Chunk>, moduleId: string): Chunk | undefined {
  for (const chunk of chunks) if (chunk.facadeModuleId === moduleId || chunk.moduleIds.includes(moduleId)) return chunk;
  return undefined;
}

interface PageJson {
  route?: { path?: unknown; name?: unknown; login?: unknown };
  blocks?: unknown;
}

/**
 * What both kinds of hints read from the built bundle: its chunks, the chunks by facade module,
 * what index.html already links (the entry's static imports), the app shell (the start chunk, which
 * holds the page renderer), and the JS and CSS files a set of chunks
 * needs beyond index.html's (static imports followed; Vite's loader waits for a lazy chunk's CSS
 * before it runs the chunk).
 */
function bundleIndex(bundle: Rollup.OutputBundle, entryHtml: string) {
  const chunks = new Map<string, Chunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const byFacade = new Map<string, Chunk>();
  for (const chunk of chunks.values()) if (chunk.facadeModuleId) byFacade.set(chunk.facadeModuleId, chunk);
  const facade = (test: (id: string) => boolean) => [...byFacade.entries()].filter(([id]) => test(id)).map(([, chunk]) => chunk);
  const inHtml = closure(chunks, facade((id) => id === entryHtml));
  const shell = facade((id) => id.endsWith('/src/app/start.tsx'));
  const filesOf = (start: readonly Chunk[]): HintFiles => {
    const graph = [...closure(chunks, start)].filter((f) => !inHtml.has(f));
    const css = [...new Set(graph.flatMap((f) => [...((chunks.get(f) as Chunk & CssMeta | undefined)?.viteMetadata?.importedCss ?? [])]))];
    return { js: graph, css };
  };
  const widgetChunk = (type: string) => chunkHolding(chunks.values(), widgetChunkId(type));
  return { chunks, byFacade, shell, filesOf, widgetChunk };
}

/**
 * The route → first-load hints of every bundled page, from the built bundle: the JS a route's
 * first screen needs beyond what index.html already links (the app's start chunk with the page
 * renderer, the page schema's chunk and the chunks of its first screen's widgets, static imports
 * followed), and its first-screen data requests that hold no binding (the same for every guest).
 * The gateway's HTML handler turns them into `<link rel="modulepreload">` tags and embedded guest
 * answers (server/http/spa.ts), so nothing is discovered one import level at a time on a slow network.
 */
export function routeHints(bundle: Rollup.OutputBundle, entryHtml: string, pages: readonly { file: string; json: unknown }[]): Record<string, RouteHint> {
  const { byFacade, shell, filesOf, widgetChunk } = bundleIndex(bundle, entryHtml);
  const hints: Record<string, RouteHint> = {};
  for (const { file, json } of pages) {
    const page = json as PageJson | null;
    const path = page?.route?.path;
    const name = page?.route?.name;
    if (typeof path !== 'string' || typeof name !== 'string') continue;
    const widgets = [...widgetTypesOf(page?.blocks, FIRST_SCREEN_BLOCKS)].flatMap((type) => widgetChunk(type) ?? []);
    const own = byFacade.get(resolve(file));
    const { js, css } = filesOf([...shell, ...(own ? [own] : []), ...widgets]);
    const hint: RouteHint = { name, login: page?.route?.login === 'required' ? 'required' : 'optional', js, css };
    const data = guestRequests(page);
    if (data.length > 0) hint.data = data;
    hints[path] = hint;
  }
  return hints;
}

/**
 * The files a runtime-published page may need (docs/operators.md): the gateway puts the same
 * `<link rel="modulepreload">` tags into its HTML as into a bundled route's, from the page it
 * serves (server/http/runtime-hints.ts): the shell (the start chunk, which holds the page renderer) and, per widget
 * type, its chunk with its static imports; each beyond what index.html already links.
 */
export function runtimeHints(bundle: Rollup.OutputBundle, entryHtml: string): RuntimeHints {
  const { chunks, shell, filesOf, widgetChunk } = bundleIndex(bundle, entryHtml);
  const prefix = widgetChunkId('');
  const types = new Set([...chunks.values()].flatMap((c) => c.moduleIds.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length))));
  const widgets: Record<string, HintFiles> = {};
  for (const type of [...types].sort()) widgets[type] = filesOf([widgetChunk(type) ?? []].flat());
  return { shell: filesOf(shell), widgets };
}

/** Build step: writes dist/route-hints.json (see routeHints) and dist/runtime-hints.json (see runtimeHints). */
export function routeHintsFile(root: string): Plugin {
  return {
    name: 'qsh-route-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hints = routeHints(bundle, resolve(root, 'index.html'), readPageFiles(root));
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: `${JSON.stringify(hints)}\n` });
      this.emitFile({ type: 'asset', fileName: RUNTIME_HINTS_FILE, source: `${JSON.stringify(runtimeHints(bundle, resolve(root, 'index.html')))}\n` });
    },
  };
}
