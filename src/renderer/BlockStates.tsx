import { EmptyView, ErrorView, LoadingView, NotFoundView } from '@/ui/load-states';

/**
 * A data block's states. They are the views widgets that load on their own use too
 * (src/ui/load-states.tsx), so every loading, empty and error state looks the same.
 */
export { LoadingView as BlockSkeleton, ErrorView as BlockError, NotFoundView as BlockNotFound };

/** What a customer reads when a block's data source is misconfigured (the gateway answered 1001/1002). */
export const CONFIG_ERROR_TEXT = '内容暂时无法显示';

/** Shown when a block's data source answers with nothing. */
export function BlockEmpty() {
  return <EmptyView />;
}
