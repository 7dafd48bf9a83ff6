import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Where a pull is: the head's text follows it. */
export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullToRefreshProps {
  onRefresh(): Promise<void>;
  /** Height of the head while refreshing, in px. */
  headHeight: number;
  /** How far (px, after damping) the head must be pulled before releasing refreshes. */
  threshold: number;
  texts: Record<PullStatus, string>;
  children: ReactNode;
}

/** How long 刷新成功 (or 刷新失败) stays before the head closes. */
export const COMPLETE_DELAY_MS = 500;
const CLOSE_MS = 300;

/** The pull feels heavier the further it goes (antd-mobile's rubber band, same constant). */
function damped(distance: number, dimension: number): number {
  const constant = 0.5;
  return (distance * dimension * constant) / (dimension + constant * distance);
}

/**
 * Whether the page, or something the touch started in, is scrolled down: then the finger scrolls it
 * and no pull starts. So is a zoomed-in view moved down the page (the visual viewport below the
 * page's top): the finger moves the view back up.
 */
function scrolledAbove(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return window.scrollY > 0 || (window.visualViewport?.offsetTop ?? 0) > 0;
}

/**
 * The root view's pull-to-refresh: pulling down at the top of the page opens a head with
 * 下拉即可刷新... / 释放即可刷新...; releasing past the threshold refreshes (加载中...) and then
 * shows the result for a moment. It follows antd-mobile's PullToRefresh (same damping, head and
 * statuses) with native touch listeners and a CSS transition, because antd's brings its
 * animation and gesture libraries (~25 KiB gzip) into every page's first load.
 */
export function PullToRefresh({ onRefresh, headHeight, threshold, texts, children }: PullToRefreshProps) {
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState<PullStatus>('pulling');
  // The touch listeners are attached once; they read the latest values from here.
  const latest = useRef({ status, headHeight, threshold, onRefresh });
  useLayoutEffect(() => {
    latest.current = { status, headHeight, threshold, onRefresh };
  });

  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    let startY: number | undefined;
    let pulling = false;
    let alive = true;
    const timers = new Set<number>();
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const id = window.setTimeout(() => {
          timers.delete(id);
          resolve();
        }, ms);
        timers.add(id);
      });

    const close = async () => {
      setHeight(0);
      await wait(CLOSE_MS);
      if (alive) setStatus('pulling');
    };
    const refresh = async () => {
      setHeight(latest.current.headHeight);
      setStatus('refreshing');
      latest.current.status = 'refreshing';
      try {
        await latest.current.onRefresh();
      } finally {
        if (alive) {
          setStatus('complete');
          await wait(COMPLETE_DELAY_MS);
          if (alive) await close();
        }
      }
    };

    const onStart = (event: TouchEvent) => {
      const now = latest.current.status;
      startY = event.touches.length === 1 && now !== 'refreshing' && now !== 'complete' ? event.touches[0]!.clientY : undefined;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === undefined) return;
      // A second finger makes it a pinch (the page can be zoomed): no pull, and an open head closes.
      if (event.touches.length > 1) {
        startY = undefined;
        if (pulling) {
          pulling = false;
          setDragging(false);
          setHeight(0);
        }
        return;
      }
      const distance = (event.touches[0]?.clientY ?? startY) - startY;
      if (!pulling) {
        if (distance <= 0 || scrolledAbove(event.target)) {
          startY = undefined;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      if (event.cancelable) event.preventDefault();
      const next = Math.max(damped(distance, latest.current.headHeight * 5), 0);
      const canRelease = next > latest.current.threshold;
      latest.current.status = canRelease ? 'canRelease' : 'pulling';
      setHeight(next);
      setStatus(latest.current.status);
    };
    const onEnd = () => {
      const wasPulling = pulling;
      startY = undefined;
      pulling = false;
      if (!wasPulling) return;
      setDragging(false);
      if (latest.current.status === 'canRelease') void refresh().catch((error: unknown) => console.error('[qsh pull-to-refresh] onRefresh failed', error));
      else setHeight(0);
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      for (const id of timers) window.clearTimeout(id);
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={root} className="qsh-pull-to-refresh">
      <div className="qsh-pull-to-refresh-head" style={{ height, transition: dragging ? 'none' : `height ${CLOSE_MS}ms ease` }} aria-live="polite">
        {height > 0 && (
          <div className="qsh-pull-to-refresh-head-content" style={{ height: headHeight }}>
            {texts[status]}
          </div>
        )}
      </div>
      <div className="qsh-pull-to-refresh-content">{children}</div>
    </div>
  );
}
