import { HARNESS_END, HARNESS_MARKERS } from './harness-page';

/** What one load of a harness page measured, read by the driver from window.__harness. */
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

/**
 * Put into every harness page before its own scripts (Playwright's addInitScript), the same on
 * every side: the renderer page, the published page in the app and the plain-React page. It
 * counts long tasks (TBT) and notes the moment every block's text is in the live page's DOM: the
 * numbered texts of harness-page.ts outside the gateway-drawn preview (#qsh-preview, a picture of
 * the first screen). Never scrolls: the first screen and its LCP are what a user sees without
 * touching. A string, not a function: the page must not depend on how the bench's own code is compiled.
 */
export const HARNESS_PROBE = `(() => {
  const end = ${JSON.stringify(HARNESS_END)};
  const markers = ${HARNESS_MARKERS};
  let tbt = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tbt += Math.max(0, task.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const live = () => document.getElementById('root') || document.body;
  const poll = () => {
    const text = document.body ? live().textContent || '' : '';
    const seen = new Set([...text.matchAll(/(?:第|卡片 )(\\d+)/g)].map((m) => m[1]));
    if (!text.includes(end) || seen.size + 1 < markers) {
      requestAnimationFrame(poll);
      return;
    }
    const domMs = performance.now();
    setTimeout(() => (window.__harness = { domMs, tbtMs: tbt }), ${QUIET_MS});
  };
  requestAnimationFrame(poll);
})();`;
