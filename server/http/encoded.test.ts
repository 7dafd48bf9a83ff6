import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/compress-plugin';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { pickEncoding } from './encoded';

const noDb = {} as Db;
const silent = { request: () => undefined, error: () => undefined };
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const page = `<!doctype html><head><title>轻松花</title></head><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;

describe('compressed assets by content negotiation', () => {
  let dist: string;
  const app = () => createApp({ db: noDb, distDir: dist, log: silent });
  const get = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers });
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-encoded-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'rows-Ab12Cd34.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-Ab12Cd34.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'logo-Ab12Cd34.png'), Buffer.alloc(4096, 1));
    await precompressDir(dist);
  });

  it('the build writes a brotli and a gzip copy beside each text file, not beside small or binary ones', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(dist, 'assets', 'rows-Ab12Cd34.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'rows-Ab12Cd34.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-Ab12Cd34.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-Ab12Cd34.png.gz'))).toBe(false);
  });

  it('sends brotli to a client that accepts it, immutable for a year, varying by Accept-Encoding', async () => {
    const res = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the file as it is without Accept-Encoding', async () => {
    const gz = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/rows-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    const refused = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('HTML is compressed too, revalidated (no-cache) and answers 304 to its ETag', async () => {
    for (const path of ['/', '/my']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // Cookie: the drawn first screen depends on the session marker (server/http/session-marker.ts).
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
      const etag = res.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('each encoding of an asset has its own ETag, and a matching If-None-Match gets 304', async () => {
    const br = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
    const cached = await get('/assets/rows-Ab12Cd34.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') ?? '' });
    expect(cached.status).toBe(304);
  });

  it('binary files go out as they are', async () => {
    const res = await get('/assets/logo-Ab12Cd34.png', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(4096);
  });
});

describe('pickEncoding', () => {
  it('follows the q-values, prefers brotli on a tie, and honours * and q=0', () => {
    expect(pickEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding(undefined, ['br'])).toBeNull();
  });
});
