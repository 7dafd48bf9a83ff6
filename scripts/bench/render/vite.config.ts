import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from '../../../build/aliases';
import { appBuildOptions, appPlugins } from '../../../build/build-options';
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
  plugins: [...appPlugins(root), previewInHtml(root, { 'schema.html': () => benchPage(500) })],
  resolve: { alias: aliases(root) },
  build: {
    ...appBuildOptions,
    outDir: process.env.BENCH_RENDER_OUT ?? `${here}.out`,
    emptyOutDir: true,
    rolldownOptions: { ...appBuildOptions.rolldownOptions, input: { schema: `${here}schema.html`, plain: `${here}plain.html` } },
  },
});
