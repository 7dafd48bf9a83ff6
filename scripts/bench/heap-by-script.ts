/**
 * Where a page's JS heap goes, by script: loads pages as the bench does (fresh context, 4x CPU,
 * slow 4G, guest, cold), waits until the harness-like page is whole, forces a GC, reads
 * `JSHeapUsedSize` (the bench's heap figure) and takes a heap snapshot, then prints the bytes by
 * node type, the compiled code by V8 kind and by script, and the closures by script
 * (heap-snapshot.ts). A diagnostic, not part of `npm run bench`; docs/performance.md ("React
 * imported once per page", "Checked again on 2026-11-27") quotes it.
 *
 *   npm run build && node --import tsx scripts/bench/heap-by-script.ts
 *
 * HEAP_PAGES: comma-separated paths (default: the published harness-like page, its plain-React
 * page and the renderer page); HEAP_TOP: rows per table (default 25).
 */
import type { CDPSession } from 'playwright-core';
import { launchBrowser, newPhoneContext } from '../../tests/e2e/support/browser';
import { startGateway } from '../../tests/e2e/support/server';
import { summariseHeap, type HeapSnapshotJson } from './heap-snapshot';
import { jsHeapAfterGc } from './js-heap';
import { PUBLISHED_HARNESS_ROUTE } from './reference/harness-page';
import { HARNESS_PROBE } from './reference/measure';
import { REFERENCE_BASE } from './reference/pages';
import { withReferenceSite } from './reference/site';
import { publishHarness, throttle } from './route-lcp';

const PAGES = (process.env.HEAP_PAGES ?? `${PUBLISHED_HARNESS_ROUTE},/${REFERENCE_BASE}/harness.html,/${REFERENCE_BASE}/harness-app.html`).split(',');
const TOP = Number(process.env.HEAP_TOP ?? 25);

async function takeSnapshot(cdp: CDPSession): Promise<HeapSnapshotJson> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join('')) as HeapSnapshotJson;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const rows = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, bytes]) => `  ${kib(bytes).padStart(9)}  ${key}`)
    .join('\n');

async function main(): Promise<void> {
  const root = `${process.cwd()}/`;
  await withReferenceSite(root, `${root}dist`, async (siteDir) => {
    const gateway = await startGateway(siteDir);
    const browser = await launchBrowser();
    try {
      await publishHarness(gateway.url);
      for (const path of PAGES) {
        const context = await newPhoneContext(browser, 'browser');
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await throttle(cdp);
          await page.addInitScript({ content: HARNESS_PROBE });
          await page.goto(`${gateway.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
          await page.waitForFunction(() => window.__harness, undefined, { timeout: 120_000 });
          const used = await jsHeapAfterGc(cdp);
          const heap = summariseHeap(await takeSnapshot(cdp));
          console.log(`\n${path}: JSHeapUsedSize ${kib(used)} (snapshot ${kib(heap.total)}, DOM's native nodes included)`);
          console.log(`by node type:\n${rows(heap.byType)}`);
          console.log(`compiled code by kind (InstructionStream: machine code):\n${rows(heap.codeByKind)}`);
          console.log(`compiled code by script:\n${rows(heap.codeByScript)}`);
          console.log(`closures by script:\n${rows(heap.closuresByScript)}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
      await gateway.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
