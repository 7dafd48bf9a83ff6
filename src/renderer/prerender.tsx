/**
 * Build time only (run in Node by build/prerender.ts; never part of the browser bundle): draws
 * a page's leading static blocks to HTML with the same widgets, so the page's HTML can show its
 * first screen before any script runs (see preview.ts).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { widgetRegistry } from '@widgets/registry';
import type { WidgetEntry } from '@widgets/types';
import { RootStore, StoreProvider, memoryStorage } from '@/stores';
import type { Variant } from '@/services/variant';
import type { BlockSchema } from './block-schema';
import { EAGER_BLOCKS, renderBlocks } from './BlockList';
import { RendererEnvProvider, type RendererEnv, type RendererReport } from './env';
import { PageContextProvider, type PageContextValue } from './page-context';
import type { PageSchema } from './page-view';
import { preloadPageWidgets } from './preload';
import { SourceCache } from './source-cache';
import { staticLeadingBlocks } from './static-blocks';
import { propsProblem } from './validate-props';

enableStaticRendering(true);

/** At most this many leading blocks are drawn: more than a phone's first screen. */
export const PREVIEW_BLOCKS = EAGER_BLOCKS * 2;

const registry: Readonly<Record<string, WidgetEntry | undefined>> = widgetRegistry;

/** What prerenderFirstScreen drew. */
export interface FirstScreen {
  /** The blocks' HTML ('' when the page starts with a block that depends on the visitor or the network). */
  html: string;
  /** Widget types drawn (nested ones included): their chunks' CSS must come with the HTML. */
  types: string[];
  /** How many top-level blocks were drawn. */
  blocks: number;
}

/** Props problems of the blocks (children included), by JSON pointer; their widgets have loaded. */
function problemsOf(blocks: readonly BlockSchema[], pointer: string): string[] {
  return blocks.flatMap((block, i) => {
    const entry = registry[block.type];
    const problem = entry ? propsProblem(entry, block.props ?? {}) : 'unknown widget type';
    const here = problem ? [`${pointer}/${i}: ${problem}`] : [];
    return [...here, ...problemsOf(block.blocks ?? [], `${pointer}/${i}/blocks`)];
  });
}

function typesOf(blocks: readonly BlockSchema[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.type);
    typesOf(block.blocks ?? [], into);
  }
  return into;
}

/** Options of prerenderFirstScreen. */
export interface PrerenderOptions {
  variant?: Variant;
  /** Drawn above the blocks (the app's nav bar). */
  header?: ReactNode;
}

/**
 * Draws the page's leading static blocks (at most PREVIEW_BLOCKS) as a guest in a plain browser
 * would first see them. A block the renderer would contain (bad props, a throwing widget) fails
 * the build: such a page must not ship.
 */
export async function prerenderFirstScreen(page: PageSchema, options: PrerenderOptions = {}): Promise<FirstScreen> {
  const blocks = staticLeadingBlocks(Array.isArray(page.blocks) ? page.blocks : [], registry, PREVIEW_BLOCKS);
  if (blocks.length === 0) return { html: '', types: [], blocks: 0 };
  await preloadPageWidgets(blocks, blocks.length);
  const invalid = problemsOf(blocks, '/blocks');
  if (invalid.length > 0) throw new Error(`[qsh prerender] page ${page.route.path}: ${invalid.join('; ')}`);
  const problems: RendererReport[] = [];
  const noGateway = () => Promise.reject(new Error('no gateway while prerendering'));
  const env: RendererEnv = {
    gateway: { callRaw: noGateway },
    dispatch: () => undefined,
    mode: 'production',
    report: (report) => problems.push(report),
  };
  const stores = new RootStore({
    storage: memoryStorage(),
    gateway: { call: noGateway },
    app: { variant: options.variant ?? 'official', shell: 'browser' },
  });
  const bindings = { query: {}, params: {}, user: stores.user, app: stores.app };
  const context: PageContextValue = {
    env,
    bindings,
    sources: new SourceCache({}, noGateway, bindings),
    observeNear: () => () => undefined,
    renderSlots: renderBlocks,
  };
  const html = renderToString(
    <StoreProvider value={stores}>
      <RendererEnvProvider value={env}>
        <PageContextProvider value={context}>
          {options.header}
          {renderBlocks(blocks, '/blocks')}
        </PageContextProvider>
      </RendererEnvProvider>
    </StoreProvider>,
  );
  if (problems.length > 0) {
    const list = problems.map((p) => `${p.pointer}: ${p.message}`).join('; ');
    throw new Error(`[qsh prerender] page ${page.route.path}: ${list}`);
  }
  return { html, types: [...typesOf(blocks)], blocks: blocks.length };
}
