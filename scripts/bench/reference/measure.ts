import { HARNESS_END, HARNESS_MARKERS } from './harness-page';

/** What one load of the harness page measured, read by the driver from window.__harness. */
export interface HarnessSample {
  /** Every block's own text in the DOM (ms since navigation start). */
  domMs: number;
  /** Sum of (long task - 50 ms) from navigation start until the page was whole plus a quiet time. */
  tbtMs: number;
}

declare global {
  interface Window {
    __harness?: HarnessSample;
  }
}

const QUIET_MS = 300;
/** The numbered texts of the harness page (see harness-page.ts). */
const MARKER = /(?:第|卡片 )(\d+)/g;

/**
 * Runs in the page from its first module: long tasks (TBT) and the moment every block's text is
 * in the DOM. Never scrolls (the first screen and its LCP are what a user sees without touching).
 */
export function measureHarness(): void {
  let tbt = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tbt += Math.max(0, task.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const poll = () => {
    const text = document.body.textContent ?? '';
    if (!text.includes(HARNESS_END) || new Set([...text.matchAll(MARKER)].map((m) => m[1])).size + 1 < HARNESS_MARKERS) {
      requestAnimationFrame(poll);
      return;
    }
    const domMs = performance.now();
    setTimeout(() => (window.__harness = { domMs, tbtMs: tbt }), QUIET_MS);
  };
  requestAnimationFrame(poll);
}
