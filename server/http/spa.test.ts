import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
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
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const preview = { head: '<link rel="stylesheet" href="/assets/a.css">', body: '<div id="qsh-preview">手机号登录</div>' };
    writeFileSync(join(dist, 'previews.json'), JSON.stringify({ '/login': preview }));
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.ico'), 'x');
  });
  const app = () => createApp({ db: noDb, distDir: dist, log: silent });

  it('serves index.html with CSP and no-cache at / and on client-side routes', async () => {
    for (const path of ['/', '/my/bill', '/product/detail?productId=1']) {
      const res = await app().request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('root');
    }
  });
  it("puts a route's build-time preview into its index.html, and only that route's", async () => {
    for (const path of ['/login', '/login/', '/login?redirect=%2Fmy']) {
      const html = await (await app().request(path)).text();
      expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"></head>');
      expect(html).toContain('<div id="root"></div><div id="qsh-preview">手机号登录</div>');
    }
    for (const path of ['/', '/my', '/register']) expect(await (await app().request(path)).text()).not.toContain('qsh-preview');
    expect((await app().request('/previews.json')).status).toBe(404);
  });
  it('serves the previews of a new build without a restart', async () => {
    const server = app();
    expect(await (await server.request('/register')).text()).not.toContain('qsh-preview');
    const file = join(dist, 'previews.json');
    writeFileSync(file, JSON.stringify({ '/register': { head: '', body: '<div id="qsh-preview">注册</div>' } }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await (await server.request('/register')).text()).toContain('<div id="qsh-preview">注册</div>');
    expect(await (await server.request('/login')).text()).not.toContain('qsh-preview');
  });
  it('serves the index.html of a new build without a restart, and 503 until there is one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dist-'));
    const server = createApp({ db: noDb, distDir: empty, log: silent });
    expect((await server.request('/')).status).toBe(503);
    const file = join(empty, 'index.html');
    writeFileSync(file, '<!doctype html><head></head><div id="root"></div><!-- build 1 -->');
    expect(await (await server.request('/my')).text()).toContain('build 1');
    writeFileSync(file, '<!doctype html><head></head><div id="root"></div><!-- build 2 -->');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await (await server.request('/my')).text()).toContain('build 2');
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
