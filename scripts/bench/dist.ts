import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export interface BenchDist {
  dir: string;
  /** How the measured build came about, for the report. */
  origin: string;
  dispose(): Promise<void>;
}

/**
 * The build to measure: dist/ when it has a manifest (build.manifest on), otherwise a fresh build
 * of the project with the same config plus a manifest, into a temporary directory.
 */
export async function benchDist(root: string): Promise<BenchDist> {
  const dist = `${root}dist`;
  if (existsSync(`${dist}/.vite/manifest.json`)) return { dir: dist, origin: 'dist/ (npm run build)', dispose: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'qsh-bench-dist-'));
  console.log('[bench] dist/ has no .vite/manifest.json: building the app with a manifest into a temporary directory');
  await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn', build: { manifest: true, outDir: dir, emptyOutDir: true } });
  return {
    dir,
    origin: 'a fresh `vite build --manifest` of the working tree (dist/ had no manifest)',
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
