import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';

const noDb = {} as Db;
const silent = { request: () => undefined, error: () => undefined };

describe('SPA serving', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.ico'), 'x');
  });
  const app = () => createApp({ db: noDb, distDir: dist, log: silent });

  it('serves index.html with CSP and no-cache at / and on client-side routes', async () => {
    for (const path of ['/', '/my/bill', '/product/detail?productId=1']) {
      const res = await app().request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('root');
    }
  });
  it('serves hashed assets as immutable and 404s missing assets', async () => {
    const res = await app().request('/assets/main-abc123.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect((await app().request('/assets/missing.js')).status).toBe(404);
  });
  it('does not escape the dist directory', async () => {
    const res = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });
  it('explains how to build when dist is missing', async () => {
    const res = await createApp({ db: noDb, distDir: join(dist, 'nope'), log: silent }).request('/');
    expect(await res.text()).toContain('npm run build');
  });
});
