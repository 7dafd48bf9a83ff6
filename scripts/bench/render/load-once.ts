import type { Browser } from 'playwright-core';
import { newPhoneContext } from '../../../tests/e2e/support/browser';
import { jsHeapAfterGc } from '../js-heap';
import type { BenchSample } from './measure';
import type { RenderMedians } from './types';

export type Variant = 'schema' | 'plain';

const CPU_SLOWDOWN = 4;

/** One cold load of a bench page in a fresh context with 4x CPU throttling; DOM, LCP, TBT and JS heap after render. */
export async function loadOnce(browser: Browser, baseUrl: string, variant: Variant, blocks: number): Promise<RenderMedians> {
  const context = await newPhoneContext(browser, 'browser');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(`${baseUrl}/${variant}.html?blocks=${blocks}`);
    const handle = await page.waitForFunction(() => window.__bench, undefined, { timeout: 120_000 });
    const sample = (await handle.jsonValue()) as BenchSample;
    const heap = await jsHeapAfterGc(cdp);
    return { domMs: sample.domMs, lcpMs: sample.lcpMs, tbtMs: sample.tbtMs, heapMiB: heap / (1024 * 1024) };
  } finally {
    await context.close();
  }
}
