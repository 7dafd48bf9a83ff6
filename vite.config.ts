import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { aliases } from './build/aliases';
import { pageRoutes } from './build/page-routes-plugin';
import { previewManifest } from './build/prerender-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), pageRoutes(root), previewManifest(root)],
  resolve: { alias: aliases(root) },
  server: {
    proxy: {
      '/utd': `http://127.0.0.1:${gatewayPort}`,
    },
  },
  build: {
    target: 'es2020',
    // A lazy chunk's JS dependencies are not turned into <link rel=modulepreload> tags by Vite's
    // preload helper (inserting them cost ~120 ms of main thread at 4x CPU on a page's first render
    // and pushed TBT up); the browser fetches them from the chunk's own imports. CSS stays preloaded,
    // and so do index.html's links for the entry's static imports (plain tags, no helper).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  test: {
    restoreMocks: true,
    testTimeout: 30000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The gateway logs one line per request; tests keep the output to what failed.
          env: { LOG: 'silent' },
          include: ['server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
    ],
  },
});
