import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { GatewayError } from '@/services/gateway/types';
import type { Paging } from '@widgets/types';
import { BlockEmpty, BlockError, BlockNotFound, BlockSkeleton, CONFIG_ERROR_TEXT } from './BlockStates';
import { isConfigError } from './config-error';
import { isEmptyData, type SourceState } from './data-source';
import { WidgetMount, type WidgetMountProps } from './WidgetMount';
import { errorMessage, isNotFound } from '@/lib/error-message';

/**
 * Which block says that a data source failed: the first to draw the failure. A page's named source
 * read by several blocks (a goods page's gallery and buy panel) fails once, so the customer sees one
 * message and one 重试, which loads it again for all of them; the other blocks draw nothing meanwhile.
 * When that block leaves the screen (its tab closed, its condition turned false), it lets go and the
 * other readers draw again, so the next one takes the failure over.
 */
interface FailureOwner {
  get: () => string | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Takes the failure when nobody shows it. */
  claim: (pointer: string) => void;
  /** Lets go of it when `pointer` holds it; the other readers then draw again. */
  release: (pointer: string) => void;
}
const failureOwners = new WeakMap<SourceState, FailureOwner>();

function failureOwnerOf(source: SourceState): FailureOwner {
  const known = failureOwners.get(source);
  if (known) return known;
  let held: string | undefined;
  const listeners = new Set<() => void>();
  const set = (next: string | undefined) => {
    held = next;
    for (const listener of listeners) listener();
  };
  const owner: FailureOwner = {
    get: () => held,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    claim: (pointer) => {
      if (held === undefined) set(pointer);
    },
    release: (pointer) => {
      if (held === pointer) set(undefined);
    },
  };
  failureOwners.set(source, owner);
  return owner;
}

/**
 * Whether the block at `pointer` shows `source`'s failure. Claimed before paint (a layout effect,
 * first reader first), again whenever the holder lets go, and let go when the block unmounts.
 */
function useShowsFailure(source: SourceState, pointer: string, failed: boolean): boolean {
  const owner = failureOwnerOf(source);
  const holder = useSyncExternalStore(owner.subscribe, owner.get, owner.get);
  useLayoutEffect(() => {
    if (failed && holder === undefined) owner.claim(pointer);
  }, [owner, pointer, failed, holder]);
  useEffect(() => () => owner.release(pointer), [owner, pointer]);
  return failed && holder === pointer;
}

/** Props of DataBlock: a widget mount waiting for its data source. */
export interface DataBlockProps extends Omit<WidgetMountProps, 'data' | 'reload' | 'paging'> {
  source: SourceState;
  hideWhenEmpty: boolean;
}

/**
 * Skeleton while loading, 暂无数据 when empty (unless the widget draws its own: `ownEmpty`), an error with 重试 on
 * failure; only this block re-renders. A record the source names that does not exist (a not-found
 * rspCode, schemas/not-found.ts: 订单 X 不存在) says so with 返回 instead, since asking again cannot help.
 * A source refused as a configuration mistake (1001/1002) shows 内容暂时无法显示, never the server's
 * developer message (development adds it), and is reported (env.report) with the block's pointer and
 * apiCode. A source that answered a page of a list gives the widget `state.paging`.
 */
export function DataBlock({ source, hideWhenEmpty, ...mount }: DataBlockProps) {
  const { env } = mount;
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const { pointer } = mount;
  const reportConfigError = useCallback(
    (error: GatewayError) => env.report({ pointer, message: `data source ${source.api ?? ''} refused with rspCode ${error.rspCode}: ${error.message}`, apiCode: source.api, error }),
    [env, pointer, source],
  );
  const failure = snapshot.status === 'error' ? snapshot.error : undefined;
  useEffect(() => {
    if (isConfigError(failure)) reportConfigError(failure);
  }, [failure, reportConfigError]);
  const loadMore = useCallback(
    () =>
      source.loadMore().catch((error: unknown) => {
        if (isConfigError(error)) reportConfigError(error);
        throw error;
      }),
    [source, reportConfigError],
  );
  const more = snapshot.status === 'ready' ? snapshot.more : undefined;
  const paging = useMemo<Paging | undefined>(() => (more === undefined ? undefined : { hasMore: more, loadMore }), [more, loadMore]);
  const showsFailure = useShowsFailure(source, pointer, snapshot.status === 'error');

  if (snapshot.status === 'loading') return <BlockSkeleton />;
  if (snapshot.status === 'error') {
    if (!showsFailure) return null;
    if (isNotFound(snapshot.error)) return <BlockNotFound message={errorMessage(snapshot.error)} onBack={() => mount.host.onAction({ kind: 'back' })} />;
    const message = isConfigError(snapshot.error)
      ? env.mode === 'development'
        ? `${CONFIG_ERROR_TEXT}（${snapshot.error.rspCode} ${snapshot.error.message}）`
        : CONFIG_ERROR_TEXT
      : errorMessage(snapshot.error);
    return <BlockError message={message} onRetry={source.load} />;
  }
  if (isEmptyData(snapshot.data)) {
    if (hideWhenEmpty) return null;
    if (!mount.entry.ownEmpty) return <BlockEmpty />;
  }
  return <WidgetMount {...mount} data={snapshot.data} reload={source.load} paging={paging} />;
}
