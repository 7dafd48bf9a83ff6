import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from '../../../build/aliases';
import { previewInHtml } from '../../../build/prerender-plugin';
import { benchPage } from './blocks';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Two bench pages (renderer and plain React, same widgets) built like the app; outDir comes from BENCH_RENDER_OUT. */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  // The renderer page's HTML carries its first screen, drawn at build time, as the app's pages do.
  plugins: [react(), previewInHtml(root, { 'schema.html': () => benchPage(500) })],
  resolve: { alias: aliases(root) },
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
