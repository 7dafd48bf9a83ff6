import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useStores } from '@/stores/context';
import type { BlockSchema } from './block-schema';
import { afterFirstScreen } from './after-paint';
import { EAGER_BLOCKS, PageBlocks, renderBlocks } from './BlockList';
import { useRendererEnv } from './env';
import { createObserveNear } from './observe-near';
import { PageContextProvider, type PageContextValue } from './page-context';
import type { PageSchema } from './schema/types';
import { SourceCache } from './source-cache';
import { usePageTitle } from './page-title';
import { BlockSkeleton } from './BlockStates';
import { pageWidgetsSettled, preloadPageWidgets } from './preload';
import { removePreview } from './preview';
import { checkPageOnce } from './validate-page';
import { EmptyView } from '@/ui/load-states';

/** A page schema as the renderer reads it, derived from its JSON Schema (src/renderer/schema/types.ts). */
export type { PageSchema } from './schema/types';

const NO_BLOCKS: BlockSchema[] = [];
/** Top-level blocks whose widgets must have loaded before the rest of the page renders in the background. */
const FIRST_SCREEN_BLOCKS = EAGER_BLOCKS * 2;

/** Props of PageView. */
export interface PageViewProps {
  page: PageSchema;
  /** The route's query parameters. */
  query: Record<string, string>;
  /** The route's path parameters. */
  params: Record<string, string>;
  /** Told the page's title from its data (`titleFrom`) whenever that source answers. */
  onTitle?: (title: string) => void;
}

/**
 * Renders a page schema's blocks: each in its own error boundary, with its own data state;
 * the first screen renders at once, the rest after the first paint in small steps (PageBlocks). Pull-to-refresh (user.reloadFlag)
 * reloads every data source.
 */
export const PageView = observer(function PageView({ page, query, params, onTitle }: PageViewProps) {
  const env = useRendererEnv();
  const { user, app } = useStores();
  const reloadFlag = user.reloadFlag;
  const routeKey = JSON.stringify([query, params]);
  const context = useMemo<PageContextValue>(() => {
    const [q, p] = JSON.parse(routeKey) as [Record<string, string>, Record<string, string>];
    const bindings = { query: q, params: p, user, app };
    const fetcher = (api: string, fields: Record<string, unknown>) => env.gateway.callRaw(api, fields, { silent: true });
    return { env, bindings, sources: new SourceCache(page.data ?? {}, fetcher, bindings), observeNear: createObserveNear(), renderSlots: renderBlocks };
    // reloadFlag: a new source cache refetches every block's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env, page, routeKey, user, app, reloadFlag]);
  const blocks = Array.isArray(page.blocks) ? page.blocks : NO_BLOCKS;
  // Widget chunks and props validators of every block start loading now, in parallel, before the blocks render.
  const ready = useMemo(() => preloadPageWidgets(blocks, FIRST_SCREEN_BLOCKS), [blocks]);
  // The first screen renders once its widgets have loaded, in one commit: blocks that suspended
  // on their chunks would show skeletons first and then be revealed late (React throttles reveals).
  const settled = pageWidgetsSettled(blocks, FIRST_SCREEN_BLOCKS);
  const [, setLoaded] = useState(blocks);
  useEffect(() => {
    if (settled) return undefined;
    let stopped = false;
    void ready.then(() => {
      if (!stopped) setLoaded(() => blocks.slice());
    });
    return () => {
      stopped = true;
    };
  }, [settled, ready, blocks]);
  // The page-shape check (a large validator; pages were checked at build time) waits until the
  // first screen is complete (data and images included), so its download does not compete with it.
  const { sources } = context;
  usePageTitle(page.titleFrom, sources, onTitle);
  useEffect(() => afterFirstScreen(ready, sources, () => void checkPageOnce(page, env.report, env.mode === 'development').catch(() => undefined)), [page, env, ready, sources]);
  // The page's build-time preview (if its HTML has one) gives way in the frame that draws the
  // live first screen: layout effects run after the blocks' own, before the browser paints.
  const drawn = settled || blocks.length === 0;
  useLayoutEffect(() => {
    if (drawn) removePreview();
  }, [drawn]);
  if (blocks.length === 0) return <EmptyView />;
  if (!settled) return <BlockSkeleton />;
  return (
    <PageContextProvider value={context}>
      <PageBlocks blocks={blocks} pointer="/blocks" ready={ready} />
    </PageContextProvider>
  );
});
