import { EmptyView, ErrorView, LoadingView } from '@widgets/shared/load-states';

/**
 * A data block's states. They are the views widgets that load on their own use too
 * (widgets/shared/load-states.tsx), so every loading, empty and error state looks the same.
 */
export { LoadingView as BlockSkeleton, ErrorView as BlockError };

/** Shown when a block's data source answers with nothing. */
export function BlockEmpty() {
  return <EmptyView />;
}
