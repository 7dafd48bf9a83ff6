import { existsSync } from 'node:fs';
import type { RenderBenchResult } from './types';

/** Renderer vs plain React; reports "not measured" until the renderer can render blocks. */
export async function renderBench(root: string): Promise<RenderBenchResult> {
  if (!existsSync(`${root}src/renderer/index.ts`)) return { ready: false, reason: 'src/renderer is not there yet.' };
  return { ready: false, reason: 'the renderer bench pages are not written yet (scripts/bench/render/).' };
}
