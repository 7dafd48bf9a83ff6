/**
 * Node only (never part of the browser bundle): draws a page's leading blocks to HTML with the
 * same widgets, so the page's HTML can show its first screen before any script runs (see
 * preview.ts). The build draws static blocks (build/prerender.ts); the gateway draws blocks with
 * the guest answers it embeds too, from a server bundle of this module (build/ssr-plugin.ts,
 * server/http/data-preview.ts).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { widgetEntryOf } from '@widgets/registry';
import { RootStore, StoreProvider, memoryStorage } from '@/stores';
import type { BlockSchema } from './block-schema';
import { resolveBindings, type BindingContext } from './bindings';
import { evaluateWhen } from './conditions';
import { EAGER_BLOCKS, renderBlocks } from './BlockList';
import { answerKey, dataPreviewBlocks, type GuestAnswer, type PreviewAudience } from './data-preview-blocks';
import { widgetTypesOf } from './block-types';
import { RendererEnvProvider, type RendererEnv } from './env';
import { PageContextProvider, type PageContextValue } from './page-context';
import type { PageSchema } from './page-view';
import { preloadPageWidgets } from './preload';
import { SourceCache, type TakePrefetched } from './source-cache';
import { propsProblem } from './validate-props';

enableStaticRendering(true);

/** At most this many leading blocks are drawn: more than a phone's first screen. */
export const PREVIEW_BLOCKS = EAGER_BLOCKS * 2;

/** What prerenderFirstScreen drew. */
export interface FirstScreen {
  /** The blocks' HTML ('' when the page starts with a block that depends on the visitor or the network). */
  html: string;
  /** Widget types drawn (nested ones included): their chunks' CSS must come with the HTML. */
  types: string[];
  /** How many top-level blocks were drawn. */
  blocks: number;
}

/** Props problems of the blocks (children included) as drawn with these bindings, by JSON pointer; their widgets have loaded. */
function problemsOf(blocks: readonly BlockSchema[], pointer: string, bindings: BindingContext): string[] {
  return blocks.flatMap((block, i) => {
    // A block the condition hides is not drawn (a guest preview's blocks for logged-in visitors).
    if (!evaluateWhen(block.when, bindings)) return [];
    const entry = widgetEntryOf(block.type);
    // The same check BlockView makes (on a copy, defaults filled in), so the drawn props match the live page's.
    const problem = entry ? propsProblem(entry, resolveBindings(block.props ?? {}, bindings)) : 'unknown widget type';
    const here = problem ? [`${pointer}/${i}: ${problem}`] : [];
    return [...here, ...problemsOf(block.blocks ?? [], `${pointer}/${i}/blocks`, bindings)];
  });
}

/**
 * The preview's HTML without element ids (icons' SVGs carry them): the live page draws the same
 * elements under it, and an id must be unique. Kept where something in the HTML points at one.
 */
function withoutIds(html: string): string {
  return /url\(#|href="#/.test(html) ? html : html.replace(/ id="[^"]*"/g, '');
}

/** The answers as arrived prefetched answers: drawn in the first (and only) render. */
function answered(answers: readonly GuestAnswer[]): TakePrefetched {
  const byKey = new Map(answers.map(({ api, params, data }) => [answerKey(api, params), data]));
  return (api, params) => {
    const key = answerKey(api, params);
    if (!byKey.has(key)) return undefined;
    const data = byKey.get(key);
    return { answer: Promise.resolve(data), outcome: { data }, at: Date.now() };
  };
}

/** Options of prerenderFirstScreen. */
export interface PrerenderOptions {
  /** Drawn above the blocks (the app's nav bar). */
  header?: ReactNode;
  /**
   * The guest answers of the page's first-screen requests (the gateway's): leading blocks whose
   * data they answer are drawn too (data-preview-blocks.ts). Without them only static blocks are.
   */
  answers?: readonly GuestAnswer[];
  /** With answers: who it is drawn for (data-preview-blocks.ts); `anyone` unless told. The stores are a guest's either way. */
  audience?: PreviewAudience;
}

/**
 * Draws the page's leading static blocks (at most PREVIEW_BLOCKS) as a guest in a plain browser
 * would first see them. A block the renderer would contain fails the build (bad props: named by
 * JSON pointer; a widget that throws: by its error): such a page must not ship.
 */
export async function prerenderFirstScreen(page: PageSchema, options: PrerenderOptions = {}): Promise<FirstScreen> {
  const { answers, audience } = options;
  // Without answers: the blocks that are the same for every visitor and need no request (literal or static data).
  const blocks = dataPreviewBlocks(page, answers ?? [], PREVIEW_BLOCKS, answers ? audience : 'anyone');
  if (blocks.length === 0) return { html: '', types: [], blocks: 0 };
  await preloadPageWidgets(blocks, blocks.length);
  const noGateway = () => Promise.reject(new Error('no gateway while prerendering'));
  const env: RendererEnv = {
    gateway: { callRaw: noGateway },
    dispatch: () => undefined,
    mode: 'production',
    report: () => undefined,
  };
  const stores = new RootStore({ storage: memoryStorage(), gateway: { call: noGateway }, app: { variant: 'official', shell: 'browser' } });
  const bindings = { query: {}, params: {}, user: stores.user, app: stores.app };
  const invalid = problemsOf(blocks, '/blocks', bindings);
  if (invalid.length > 0) throw new Error(`[qsh prerender] page ${page.route.path}: ${invalid.join('; ')}`);
  const sources = new SourceCache(page.data ?? {}, noGateway, bindings, answered(answers ?? []));
  const context: PageContextValue = {
    env,
    bindings,
    sources,
    reloadSources: (names) => sources.reload(names),
    observeNear: () => () => undefined,
    renderSlots: renderBlocks,
    checkedAtBuild: false,
  };
  // A widget that throws would otherwise be drawn as its block's skeleton (the server renderer
  // falls back at Suspense boundaries) or fail the whole render (a block without one: its chunk had
  // loaded, BlockView); onError sees the error either way.
  const thrown: string[] = [];
  const widgetThrew = () => new Error(`[qsh prerender] page ${page.route.path}: a widget threw: ${thrown.join('; ')}`);
  const stream = await renderToReadableStream(
    <StoreProvider value={stores}>
      <RendererEnvProvider value={env}>
        <PageContextProvider value={context}>
          {options.header}
          {renderBlocks(blocks, '/blocks')}
        </PageContextProvider>
      </RendererEnvProvider>
    </StoreProvider>,
    { onError: (error: unknown) => void thrown.push(error instanceof Error ? error.message : String(error)) },
  ).catch((error: unknown) => {
    throw thrown.length > 0 ? widgetThrew() : error;
  });
  // Every Suspense boundary resolved: the HTML is whole, with no streaming scripts.
  await stream.allReady;
  const html = withoutIds(await new Response(stream).text());
  if (thrown.length > 0) throw widgetThrew();
  return { html, types: [...widgetTypesOf(blocks)], blocks: blocks.length };
}
