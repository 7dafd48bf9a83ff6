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
/** With no new block for this long, scroll down one screen, as a user would (for renderers that only render on scroll). */
const STALL_MS = 1000;
/** The number in each block's text (第N块, 卡片 N, 列表 N, 按钮 N; see blocks.ts). */
const MARKER = /(?:第|卡片 |列表 |按钮 )(\d+)/g;

/** How many distinct blocks' texts are in the DOM (the end block counts once its text is there). */
function blocksInDom(text: string): number {
  const seen = new Set<string>();
  for (const match of text.matchAll(MARKER)) seen.add(match[1] ?? '');
  return seen.size + (text.includes(END_TEXT) ? 1 : 0);
}

/**
 * Starts observing at page start: largest contentful paint, long tasks (TBT = sum of duration - 50 ms,
 * every long task until the result is published), and the moment EVERY block of the page is in the
 * DOM (each block's own text is found, not only the last one's). The page is not scrolled while
 * blocks keep appearing, so the first screen and its LCP are what a user sees; only when nothing
 * new appears for STALL_MS is it scrolled down one screen. Publishes window.__bench a short quiet time later.
 */
export function measurePage(blockCount: number): void {
  let lcp = 0;
  let tbt = 0;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tbt += Math.max(0, task.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  let lastLength = -1;
  let lastChange = performance.now();
  const poll = () => {
    const text = document.body.textContent ?? '';
    // Cheap test first: the full count only once the end block is there.
    const whole = text.includes(END_TEXT) && blocksInDom(text) >= blockCount;
    if (!whole) {
      if (text.length !== lastLength) {
        lastLength = text.length;
        lastChange = performance.now();
      } else if (performance.now() - lastChange > STALL_MS) {
        window.scrollBy(0, window.innerHeight);
        lastChange = performance.now();
      }
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
