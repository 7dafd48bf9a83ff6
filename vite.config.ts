import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { aliases } from './build/aliases';
import { precompressAssets } from './build/compress-plugin';
import { appBuildOptions, appPlugins } from './build/build-options';
import { pageRoutes } from './build/page-routes-plugin';
import { previewManifest } from './build/prerender-plugin';
import { routeHintsFile } from './build/route-hints-plugin';
import { ssrPreviewBundle } from './build/ssr-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [...appPlugins(root), pageRoutes(root), previewManifest(root), routeHintsFile(root), precompressAssets(root), ssrPreviewBundle(root)],
  resolve: { alias: aliases(root) },
  server: {
    proxy: {
      '/utd': `http://127.0.0.1:${gatewayPort}`,
    },
  },
  build: {
    ...appBuildOptions,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // The operator console (ops/index.html, docs/operators.md) is a second entry with its own chunks; customers never load it.
    rolldownOptions: { ...appBuildOptions.rolldownOptions, input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), ops: fileURLToPath(new URL('./ops/index.html', import.meta.url)) } },
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
