import { useSyncExternalStore } from 'react';
import { BlockEmpty, BlockError, BlockSkeleton } from './BlockStates';
import { isEmptyData, type SourceState } from './data-source';
import { WidgetMount, type WidgetMountProps } from './WidgetMount';
import { errorMessage } from '@/lib/error-message';

/** Props of DataBlock: a widget mount waiting for its data source. */
export interface DataBlockProps extends Omit<WidgetMountProps, 'data' | 'reload'> {
  source: SourceState;
  hideWhenEmpty: boolean;
}


/** Skeleton while loading, 暂无数据 when empty, an error with 重试 on failure; only this block re-renders. */
export function DataBlock({ source, hideWhenEmpty, ...mount }: DataBlockProps) {
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  if (snapshot.status === 'loading') return <BlockSkeleton />;
  if (snapshot.status === 'error') return <BlockError message={errorMessage(snapshot.error)} onRetry={source.load} />;
  if (isEmptyData(snapshot.data)) return hideWhenEmpty ? null : <BlockEmpty />;
  return <WidgetMount {...mount} data={snapshot.data} reload={source.load} />;
}
