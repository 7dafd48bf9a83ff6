import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { aliases } from '../../build/aliases';
import { widgetRegistry } from '../../build/widget-registry-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Browser journeys against the built app (dist/) and one reference gateway shared by every file. */
export default defineConfig({
  root,
  plugins: [widgetRegistry(root)],
  resolve: { alias: aliases(root) },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
