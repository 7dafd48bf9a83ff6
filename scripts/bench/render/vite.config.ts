import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Two bench pages (renderer and plain React, same widgets) built like the app; outDir comes from BENCH_RENDER_OUT. */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@widgets/': `${root}widgets/`,
      '@schemas/': `${root}schemas/`,
    },
  },
  build: {
    target: 'es2020',
    // A lazy chunk's JS dependencies are not turned into <link rel=modulepreload> tags by Vite's
    // preload helper (inserting them cost ~120 ms of main thread at 4x CPU on a page's first render
    // and pushed TBT up); the browser fetches them from the chunk's own imports. CSS stays preloaded,
    // and so do index.html's links for the entry's static imports (plain tags, no helper).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    outDir: process.env.BENCH_RENDER_OUT ?? `${here}.out`,
    emptyOutDir: true,
    rollupOptions: { input: { schema: `${here}schema.html`, plain: `${here}plain.html` } },
  },
});
