import type { Browser } from 'playwright-core';
import { newPhoneContext } from '../../tests/e2e/support/browser';
import { initScript } from '../../tests/e2e/support/page-script';
import { sumSizes, type Size } from './sizes';

export interface LcpJs {
  lcpMs: number;
  files: string[];
  size: Size;
}

interface Observed {
  lcp: number;
  scripts: { path: string; startTime: number }[];
}

declare global {
  interface Window {
    __benchLcp?: number;
  }
}

function observeLcp(): void {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__benchLcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Loads the home page cold and sums the built JS files whose fetch started before largest contentful paint. */
export async function measureHomeJsUntilLcp(browser: Browser, baseUrl: string, distDir: string): Promise<LcpJs> {
  const context = await newPhoneContext(browser, 'browser');
  try {
    const page = await context.newPage();
    await page.addInitScript(initScript(observeLcp, undefined));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.__benchLcp !== undefined, undefined, { timeout: 15_000 });
    const observed = await page.evaluate((): Observed => ({
      lcp: window.__benchLcp ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
    }));
    const files = observed.scripts.filter((s) => s.startTime <= observed.lcp).map((s) => s.path.replace(/^\//, ''));
    const unique = [...new Set(files)];
    return { lcpMs: observed.lcp, files: unique, size: sumSizes(distDir, unique) };
  } finally {
    await context.close();
  }
}
