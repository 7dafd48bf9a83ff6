import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser, newPhoneContext } from '../../tests/e2e/support/browser';
import { startGateway } from '../../tests/e2e/support/server';
import { withBenchPages } from './render/bench';

/** The app routes measured, each against the plain-React reference page of the same run. */
export const LCP_ROUTES = ['/', '/my', '/product/recommend'] as const;
/** The plain-React reference: scripts/bench/render/plain.html (the bench blocks as plain React, same widgets). */
const REFERENCE = 'plain.html?blocks=50';
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G" (Lighthouse's mobile profile): 150 ms RTT x 3.75, 1.6 Mbps down and 750 kbps up x 0.9. */
export const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
/** After the network is idle, how long to wait for a last LCP entry. */
const SETTLE_MS = 500;

export interface LcpStats {
  min: number;
  median: number;
  max: number;
}

export interface RouteLcpRow {
  target: string;
  stats: LcpStats;
  /** Median of the per-round ratios to the reference page's load of the same round (undefined for the reference). */
  ratio?: number;
}

export interface RouteLcpResult {
  runs: number;
  rows: RouteLcpRow[];
}

declare global {
  interface Window {
    __routeLcp?: number;
  }
}

function observeLcp(): void {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__routeLcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const stats = (values: number[]): LcpStats => ({ min: Math.min(...values), median: median(values), max: Math.max(...values) });

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** One cold load (fresh context, empty cache) at 4x CPU and slow 4G; its largest contentful paint in ms. */
async function lcpOnce(browser: Browser, url: string): Promise<number> {
  const context = await newPhoneContext(browser, 'browser');
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await page.addInitScript(observeLcp);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(() => window.__routeLcp !== undefined, undefined, { timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.__routeLcp ?? 0);
  } finally {
    await context.close();
  }
}

/**
 * LCP of the app's routes (served by the gateway from the build, as in production, guest) and of
 * the plain-React reference page, RUNS rounds, each round loading every target once in an order
 * that rotates per round. Reports min / median / max and the median of the per-round ratios.
 */
export async function routeLcpBench(root: string, distDir: string): Promise<RouteLcpResult> {
  const gateway = await startGateway(distDir);
  try {
    return await withBenchPages(root, async (staticUrl) => {
      const browser = await launchBrowser();
      try {
        const targets = [{ name: 'plain React reference', url: `${staticUrl}/${REFERENCE}` }, ...LCP_ROUTES.map((path) => ({ name: path, url: `${gateway.url}${path}` }))];
        const samples = targets.map(() => [] as number[]);
        for (let run = 0; run < RUNS; run += 1) {
          for (let k = 0; k < targets.length; k += 1) {
            const i = (k + run) % targets.length;
            samples[i]!.push(await lcpOnce(browser, targets[i]!.url));
          }
          console.log(`[bench] route LCP round ${run + 1}/${RUNS} done`);
        }
        const reference = samples[0]!;
        const rows = targets.map((target, i): RouteLcpRow => {
          const row: RouteLcpRow = { target: target.name, stats: stats(samples[i]!) };
          if (i > 0) row.ratio = median(samples[i]!.map((value, run) => value / Math.max(reference[run] ?? 1, 1)));
          return row;
        });
        return { runs: RUNS, rows };
      } finally {
        await browser.close();
      }
    });
  } finally {
    await gateway.close();
  }
}
