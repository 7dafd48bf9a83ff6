import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../../../tests/e2e/support/browser';
import { loadOnce, type Variant } from './load-once';
import { serveStatic } from './static-server';
import type { RenderBenchResult, RenderMedians, RenderRow } from './types';

const SIZES = [50, 500];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function medians(samples: RenderMedians[]): RenderMedians {
  return {
    domMs: median(samples.map((s) => s.domMs)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    heapMiB: median(samples.map((s) => s.heapMiB)),
  };
}

/** Builds the two bench pages (renderer and plain React) into a temporary directory and serves them while `run` runs. */
export async function withBenchPages<T>(root: string, run: (url: string) => Promise<T>): Promise<T> {
  const outDir = await mkdtemp(join(tmpdir(), 'qsh-bench-render-'));
  process.env.BENCH_RENDER_OUT = outDir;
  try {
    await build({ configFile: `${root}scripts/bench/render/vite.config.ts` });
    const server = await serveStatic(outDir);
    try {
      return await run(server.url);
    } finally {
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Renderer vs plain React at 50 and 500 blocks: RUNS cold loads each, alternating variants in one browser session. */
export async function renderBench(root: string): Promise<RenderBenchResult> {
  return withBenchPages(root, async (url) => {
    const browser = await launchBrowser();
    try {
      const rows: RenderRow[] = [];
      for (const blocks of SIZES) {
        const samples: Record<Variant, RenderMedians[]> = { schema: [], plain: [] };
        for (let run = 0; run < RUNS; run += 1) {
          const order: Variant[] = run % 2 === 0 ? ['schema', 'plain'] : ['plain', 'schema'];
          for (const variant of order) samples[variant].push(await loadOnce(browser, url, variant, blocks));
        }
        rows.push({ blocks, runs: RUNS, schema: medians(samples.schema), plain: medians(samples.plain) });
        console.log(`[bench] render ${blocks} blocks done`);
      }
      return { rows };
    } finally {
      await browser.close();
    }
  });
}
