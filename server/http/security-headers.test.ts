import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { contentSecurityPolicy, cspSourcesFromConfig } from './security-headers';

const noDb = {} as Db;
const silent = { request: () => undefined, error: () => undefined };

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe('security headers on every response', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-sec-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'app-config.json'), JSON.stringify({ safeUrlHosts: ['m.qsh.example', '*.partner.example', 'bad host;script-src *'], imageHosts: ['img.cdn.example'] }));
  });
  const app = () => createApp({ db: noDb, distDir: dist, log: silent });

  it('sends CSP, nosniff, referrer and permissions policy on pages, files, 404s and gateway errors', async () => {
    const responses = [
      await app().request('/'),
      await app().request('/my/bill'),
      await app().request('/app-config.json'),
      await app().request('/assets/missing.js'),
      await app().request('/utd/gateway', { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } }),
    ];
    for (const res of responses) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(res.headers.get('permissions-policy')).toContain('payment=()');
    }
  });

  it('limits images to self, data and the configured image hosts, and frames to the app itself and the URL gate allow-list', async () => {
    const csp = directives((await app().request('/')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.cdn.example', 'http://img.cdn.example']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://m.qsh.example', 'http://m.qsh.example', 'https://*.partner.example', 'http://*.partner.example']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
  });

  it('a config entry that is not a host name cannot inject a directive', () => {
    const csp = contentSecurityPolicy({ frameHosts: ["x.example; script-src 'unsafe-inline'"], imageHosts: ['*'] });
    expect(csp).not.toContain('x.example');
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(directives(csp).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives(csp).get('frame-src')).toEqual(["'self'"]);
  });

  it('with no readable runtime config frames and images are same-origin only', () => {
    expect(cspSourcesFromConfig(join(dist, 'nowhere'))).toEqual({ frameHosts: [], imageHosts: [] });
  });
});
