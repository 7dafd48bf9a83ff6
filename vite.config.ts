import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { pageRoutes } from './build/page-routes-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), pageRoutes(root)],
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@widgets/': `${root}widgets/`,
      '@schemas/': `${root}schemas/`,
    },
  },
  server: {
    proxy: {
      '/utd': `http://127.0.0.1:${gatewayPort}`,
    },
  },
  build: {
    target: 'es2020',
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  test: {
    restoreMocks: true,
    testTimeout: 20000,
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
          include: ['server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
    ],
  },
});
