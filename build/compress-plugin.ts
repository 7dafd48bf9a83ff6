import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are left out (only dev tools fetch them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when each is smaller than it; returns how many were written. */
export async function precompress(file: string): Promise<number> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  let written = 0;
  for (const [ext, data] of [['.br', br], ['.gz', gz]] as const) {
    if (data.length >= body.length) continue;
    await writeFile(`${file}${ext}`, data);
    written += 1;
  }
  return written;
}

/** Compresses every text file of a build directory (brotli and gzip), a few at a time. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  for (let i = 0; i < files.length; i += 8) {
    const counts = await Promise.all(files.slice(i, i + 8).map(async (f) => ((await stat(f)).isFile() ? precompress(f) : 0)));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}

/**
 * Build step: once the bundle and the other plugins' files (previews, config) are written, puts a
 * brotli (.br) and a gzip (.gz) copy beside each text file of the output; server/http/encoded.ts
 * serves them by Accept-Encoding.
 */
export function precompressAssets(root: string): Plugin {
  return afterBuild('qsh-precompress', root, async ({ outDir, info }) => {
    const written = await precompressDir(outDir);
    info(`precompressed ${written} files (.br, .gz)`);
  });
}
