import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startGateway, type Gateway } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the reference gateway serving dist/, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
let server: Gateway | undefined;
let distCopy: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${root}dist/index.html`)) {
    throw new Error('[e2e] dist/index.html is missing: run `npm run build` first (npm test does it before test:e2e).');
  }
  // Serve a copy, so a `vite build` started elsewhere during the run cannot pull dist/ from under the tests.
  distCopy = await mkdtemp(join(tmpdir(), 'qsh-e2e-dist-'));
  await cp(`${root}dist`, distCopy, { recursive: true });
  server = await startGateway(distCopy);
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  if (distCopy) await rm(distCopy, { recursive: true, force: true });
}
