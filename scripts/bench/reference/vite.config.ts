import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from '../../../build/aliases';
import { appBuildOptions, appPlugins } from '../../../build/build-options';
import { REFERENCE_BASE, REFERENCE_PAGES } from './pages';
import { harnessPreloads } from './preload-plugin';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * One plain-React reference page (one per measured route, and the harness-like page with its
 * renderer twin), built on its own as a plain app is (its chunks are not shared with the other
 * pages'), served by the gateway under /bench-ref/ next to the app: same origin, same server, same
 * network conditions. BENCH_REFERENCE_PAGE names the page, BENCH_REFERENCE_OUT the output directory
 * (shared by the pages: not emptied).
 */
const page = process.env.BENCH_REFERENCE_PAGE ?? 'home';
if (!(REFERENCE_PAGES as readonly string[]).includes(page)) throw new Error(`BENCH_REFERENCE_PAGE: no reference page "${page}"`);
export default defineConfig({
  root: here,
  base: `/${REFERENCE_BASE}/`,
  logLevel: 'warn',
  plugins: [...appPlugins(root), harnessPreloads(`/${REFERENCE_BASE}/`)],
  resolve: { alias: aliases(root) },
  build: {
    ...appBuildOptions,
    outDir: process.env.BENCH_REFERENCE_OUT ?? `${here}.out`,
    emptyOutDir: false,
    rolldownOptions: { ...appBuildOptions.rolldownOptions, input: { [page]: `${here}${page}.html` } },
  },
});
