import type { CDPSession } from 'playwright-core';

/** The page's JS heap in bytes after a forced GC (CDP `JSHeapUsedSize`): the heap figure of every bench page. */
export async function jsHeapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}
