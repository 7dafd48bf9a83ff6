import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { routeMatches, type RouteHint } from './route-hints';
import { spaHandler, type SpaExtras } from './spa';

let dist: string;
const hints: Record<string, RouteHint> = {
  '/': { name: 'home', login: 'optional', js: ['assets/start-a1.js', 'assets/react-b2.js', 'assets/index-c3.js', 'assets/banner-d4.js'], css: ['assets/banner-d4.css'], data: [{ api: 'BA006', params: { position: 'HOME_BANNER' } }] },
  '/my/bill': { name: 'myBill', login: 'required', js: ['assets/start-a1.js', 'assets/bill-e5.js'], data: [{ api: 'BL001' }] },
  '/agreement/:key': { name: 'agreement', login: 'optional', js: ['assets/start-a1.js', 'assets/key-f6.js'] },
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-hints-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><script type="module" crossorigin src="/assets/main-z9.js"></script></head><div id="root"></div>');
  writeFileSync(join(dist, 'route-hints.json'), JSON.stringify(hints));
  writeFileSync(join(dist, 'app-config.json'), JSON.stringify({ gatewayTimeoutMs: 20000 }));
});

function serve(extras: SpaExtras) {
  const app = new Hono();
  app.get('*', spaHandler(dist, extras));
  return async (path: string) => (await app.request(path)).text();
}

const manifest = { pages: { '/activity/spring': { version: 2, hash: 'a'.repeat(32), name: 'spring', login: 'none', title: '春日</script><script>alert(1)</script>' } } };

it("a route's HTML links its whole JS graph as modulepreload, and only that route's", async () => {
  const html = await serve({})('/');
  for (const file of hints['/']!.js) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
  expect(html).not.toContain('bill-e5.js');
  expect(await serve({})('/agreement/privacy')).toContain('<link rel="modulepreload" crossorigin href="/assets/key-f6.js">');
  expect(await serve({})('/unknown')).not.toContain('modulepreload');
});

it("a route's HTML links its chunks' CSS (the app's loader then has nothing to wait for) and carries the runtime config", async () => {
  const html = await serve({})('/');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/banner-d4.css">');
  const block = /<script type="application\/json" id="qsh-app-config">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(block![1]!)).toEqual({ gatewayTimeoutMs: 20000 });
});

it('the HTML carries the published-pages manifest as a JSON block that cannot close its script element', async () => {
  const html = await serve({ published: async () => ({ manifest }) })('/my');
  const block = /<script type="application\/json" id="qsh-pages-manifest">(.*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  expect(JSON.parse(block![1]!)).toEqual(manifest);
  expect(html).not.toContain('<script>alert(1)');
});

it("a guest route's HTML embeds the first screen's public answers; a route that needs login gets none", async () => {
  const asked: string[] = [];
  const guestAnswer = async (api: string, params: Record<string, unknown>) => {
    asked.push(api);
    return { list: [{ id: 1, position: params.position, image: '/demo-img/banner-a.svg' }] };
  };
  const html = await serve({ guestAnswer })('/');
  const block = /<script type="application\/json" id="qsh-route-data">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(block![1]!)).toEqual({ route: 'home', answers: [{ api: 'BA006', params: { position: 'HOME_BANNER' }, data: { list: [{ id: 1, position: 'HOME_BANNER', image: '/demo-img/banner-a.svg' }] } }] });
  // The first screen's first image is fetched with the HTML, ahead of the scripts.
  expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/demo-img/banner-a.svg">');
  expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('modulepreload'));
  expect(await serve({ guestAnswer })('/my/bill')).not.toContain('qsh-route-data');
  expect(asked).toEqual(['BA006']);
});

it('an answer the gateway cannot give is left to the app', async () => {
  const html = await serve({ guestAnswer: async () => undefined, published: () => Promise.reject(new Error('db down')) })('/');
  expect(html).not.toContain('qsh-route-data');
  expect(html).not.toContain('qsh-pages-manifest');
  expect(html).toContain('modulepreload');
});

it('route patterns match their parameters, one segment each', () => {
  expect(routeMatches('/agreement/:key', '/agreement/privacy')).toBe(true);
  expect(routeMatches('/agreement/:key', '/agreement')).toBe(false);
  expect(routeMatches('/agreement/:key', '/agreement/a/b')).toBe(false);
});
