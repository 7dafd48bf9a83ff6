import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { precompressDir } from '../../../build/compress-plugin';
import { REFERENCE_BASE, REFERENCE_PAGES } from './pages';

/**
 * A directory the gateway serves: the app's build (linked, untouched) plus the reference pages,
 * each built on its own into <dir>/bench-ref/ and precompressed as the app's files are. `run` gets the directory.
 */
export async function withReferenceSite<T>(root: string, distDir: string, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'qsh-bench-site-'));
  try {
    for (const name of await readdir(distDir)) if (name !== REFERENCE_BASE) await symlink(join(distDir, name), join(dir, name));
    const out = join(dir, REFERENCE_BASE);
    process.env.BENCH_REFERENCE_OUT = out;
    // Each page on its own, as a plain app is built: no chunks shared between the pages.
    for (const page of REFERENCE_PAGES) {
      process.env.BENCH_REFERENCE_PAGE = page;
      await build({ configFile: `${root}scripts/bench/reference/vite.config.ts` });
    }
    await precompressDir(out);
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
