import { DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import './load-more.css';

/** Props of LoadMore. */
export interface LoadMoreProps {
  /** Whether there is another page to load. */
  hasMore: boolean;
  /** Loads the next page; a rejection shows 加载失败 with 重新加载. */
  loadMore: () => Promise<void>;
  /** Shown while the next page loads (default 加载中 with dots). */
  loadingText?: string;
  /** Shown once there is nothing left (default 没有更多了). */
  doneText?: string;
}

type Status = 'idle' | 'loading' | 'failed';

/** How far below the screen the next page starts loading (antd-mobile InfiniteScroll's threshold). */
const AHEAD_PX = 250;

/**
 * The foot of a paged list: loads the next page when it comes within 250 px of the screen, again
 * while it stays there, and offers 重新加载 when a page fails. It watches itself with an
 * IntersectionObserver, so a list on a kept-alive page that is hidden never loads (a hidden
 * element is never in view), unlike a scroll listener that measures it.
 */
export function LoadMore({ hasMore, loadMore, loadingText, doneText = '没有更多了' }: LoadMoreProps) {
  const spot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);

  const busy = useRef(false);
  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      await latest.current();
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  }, []);

  // Observed afresh whenever it is ready for the next page: observing reports where the spot is
  // now, so a page that left it on screen loads the one after.
  const watch = hasMore && status === 'idle';
  useEffect(() => {
    const el = spot.current;
    if (!watch || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    }, { rootMargin: `0px 0px ${AHEAD_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [watch, load]);

  return (
    <div ref={spot} className="qsh-load-more" role="status">
      {!hasMore ? (
        <span>{doneText}</span>
      ) : status === 'failed' ? (
        <>
          <span>加载失败</span>
          <button type="button" className="qsh-load-more-retry" onClick={() => void load()}>
            重新加载
          </button>
        </>
      ) : loadingText ? (
        <span>{loadingText}</span>
      ) : (
        <>
          <span>加载中</span>
          <DotLoading />
        </>
      )}
    </div>
  );
}
