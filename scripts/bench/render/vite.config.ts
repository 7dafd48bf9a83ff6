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
    outDir: process.env.BENCH_RENDER_OUT ?? `${here}.out`,
    emptyOutDir: true,
    rollupOptions: { input: { schema: `${here}schema.html`, plain: `${here}plain.html` } },
  },
});
