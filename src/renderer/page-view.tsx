import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStores } from '@/stores/context';
import type { BlockSchema } from './block-schema';
import { afterFirstScreen } from './after-paint';
import { PageBlocks, renderBlocks } from './BlockList';
import { takePrefetched } from './prefetch';
import { FIRST_SCREEN_BLOCKS } from './prefetch-plan';
import { useRendererEnv } from './env';
import { createBlockObserveNear } from './observe-near';
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

/** Props of PageView. */
export interface PageViewProps {
  page: PageSchema;
  /** The route's query parameters. */
  query: Record<string, string>;
  /** The route's path parameters. */
  params: Record<string, string>;
  /** Told the page's title from its data (`titleFrom`) whenever that source answers. */
  onTitle?: (title: string) => void;
  /**
   * The page was checked at build time (a page bundled with the app: `npm run build` runs the
   * checker), so its blocks' props are not validated again as they mount (their defaults are still
   * filled in). Leave it out for pages not known at build time: their props are checked per block.
   */
  checkedAtBuild?: boolean;
}

/**
 * Renders a page schema's blocks: each in its own error boundary, with its own data state;
 * the first screen renders at once, the rest after the first paint in small steps (PageBlocks). Pull-to-refresh (user.reloadFlag)
 * reloads every data source.
 */
export const PageView = observer(function PageView({ page, query, params, onTitle, checkedAtBuild = false }: PageViewProps) {
  const env = useRendererEnv();
  const { user, app } = useStores();
  const reloadFlag = user.reloadFlag;
  const routeKey = JSON.stringify([query, params]);
  // One reload function for the page's life: it reaches the current sources (replaced on pull-to-refresh).
  const currentSources = useRef<SourceCache | null>(null);
  const reloadSources = useCallback((names: readonly string[]) => currentSources.current?.reload(names) ?? [], []);
  const context = useMemo<PageContextValue>(() => {
    const [q, p] = JSON.parse(routeKey) as [Record<string, string>, Record<string, string>];
    const bindings = { query: q, params: p, user, app };
    // A request the route started as its navigation started (prefetchRoute) is taken, not sent again.
    const route = page.route?.name ?? '';
    const fetcher = (api: string, fields: Record<string, unknown>) => env.gateway.callRaw(api, fields, { silent: true });
    const sources = new SourceCache(page.data ?? {}, fetcher, bindings, (api, fields) => takePrefetched(user, route, api, fields));
    return { env, bindings, sources, reloadSources, observeNear: createBlockObserveNear(), renderSlots: renderBlocks, checkedAtBuild };
    // reloadFlag: a new source cache refetches every block's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env, page, routeKey, user, app, reloadFlag, checkedAtBuild, reloadSources]);
  // Set at first render (React's lazy ref pattern): a block's layout effect runs before this component's.
  if (currentSources.current === null) currentSources.current = context.sources;
  useLayoutEffect(() => {
    currentSources.current = context.sources;
  }, [context.sources]);
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
  // A page checked at build time is not checked again in production (the dev server serves pages as edited).
  const dev = env.mode === 'development';
  const checkShape = dev || !checkedAtBuild;
  useEffect(() => {
    if (!checkShape) return undefined;
    return afterFirstScreen(ready, sources, () => void checkPageOnce(page, env.report, dev).catch(() => undefined));
  }, [page, env, ready, sources, checkShape, dev]);
  // The page's build-time preview (if its HTML has one) gives way in the frame that draws the
  // live first screen: layout effects run after the blocks' own, before the browser paints.
  const drawn = settled || blocks.length === 0;
  useLayoutEffect(() => {
    if (!drawn) return;
    removePreview();
    env.onFirstScreen?.();
  }, [drawn, env]);
  if (blocks.length === 0) return <EmptyView />;
  if (!settled) return <BlockSkeleton />;
  return (
    <PageContextProvider value={context}>
      <PageBlocks blocks={blocks} pointer="/blocks" ready={ready} />
    </PageContextProvider>
  );
});
