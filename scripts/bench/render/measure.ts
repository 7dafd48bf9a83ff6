import { END_TEXT } from './blocks';

/** What one cold load measured, read by the driver from window.__bench. */
export interface BenchSample {
  domMs: number;
  lcpMs: number;
  tbtMs: number;
}

declare global {
  interface Window {
    __bench?: BenchSample;
  }
}

const QUIET_MS = 300;
/** LCP entries arrive after the paint; give them this long before reporting 0. */
const LCP_WAIT_MS = 3000;

/**
 * Starts observing at page start: largest contentful paint, long tasks (TBT = sum of duration - 50 ms),
 * and the moment the end block is in the DOM (scrolling down while it is not, so lazy blocks mount).
 * Publishes window.__bench a short quiet time later.
 */
export function measurePage(): void {
  let lcp = 0;
  let tbt = 0;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tbt += Math.max(0, task.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const poll = () => {
    if (!document.body.textContent?.includes(END_TEXT)) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      requestAnimationFrame(poll);
      return;
    }
    const domMs = performance.now();
    window.scrollTo(0, 0);
    const publish = (waited: number) => {
      if (lcp === 0 && waited < LCP_WAIT_MS) {
        setTimeout(() => publish(waited + QUIET_MS), QUIET_MS);
        return;
      }
      window.__bench = { domMs, lcpMs: lcp, tbtMs: tbt };
    };
    setTimeout(() => publish(0), QUIET_MS);
  };
  requestAnimationFrame(poll);
}
