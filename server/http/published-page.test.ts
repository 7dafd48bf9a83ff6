import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageValidator } from '../../scripts/check/page-validator';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { RSP } from '../gateway/biz-error';
import type { Envelope } from '../gateway/types';
import { sourcePreviewRenderer } from '../testing/preview-renderer';
import { publish, rollback, saveVersion } from '../ops/pages-store';
import { cachedLivePages } from '../ops/live-pages-cache';
import { publishedForHtml } from '../ops/servable-version';
import { dataPreviewsIn, type PreviewRenderer } from './data-preview';
import { DATA_PREVIEW_DIR, DATA_PREVIEW_PAGES } from './data-preview-files';
import { RUNTIME_HINTS_FILE, type RuntimeHints } from './runtime-hints';
import { spaHandler } from './spa';

/**
 * A runtime-published page (docs/operators.md) gets a bundled route's first load: its HTML links
 * its JS, carries its guest answers and its version, and shows its first screen drawn with them
 * (docs/architecture.md "Gateway-drawn previews").
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUTE = '/activity/springSale';
const springSale = (title: string) => ({
  route: { path: ROUTE, name: 'activitySpringSale', login: 'optional' },
  title,
  blocks: [
    { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' } },
    { type: 'card', props: { title: '活动规则' }, blocks: [{ type: 'text', props: { text: '每人限领一次' } }] },
    { type: 'text', props: { text: '会员专享', color: 'primary' }, when: { loggedIn: true } },
  ],
});
// What the build writes (build/route-hints-plugin.ts runtimeHints): a widget's files overlap with the shell's and each other's.
const hints: RuntimeHints = {
  shell: { js: ['assets/start.js', 'assets/ui.js'], css: [] },
  widgets: {
    banner: { js: ['assets/home-widgets.js', 'assets/ui.js'], css: ['assets/banner.css'] },
    card: { js: ['assets/card.js', 'assets/ui.js'], css: [] },
    text: { js: ['assets/text.js'], css: [] },
    goods: { js: ['assets/goods.js'], css: [] },
  },
};

let db: Db;
let gateway: ReturnType<typeof createApp>;
let dist: string;
let operator: number;
let release: () => void = () => undefined;
let renderer: Promise<PreviewRenderer>;
let clock = Date.UTC(2026, 10, 24);

async function guestAnswer(api: string, params: Record<string, unknown>): Promise<unknown> {
  const res = await gateway.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...params, apiCode: api }) });
  const envelope = (await res.json()) as Envelope;
  return envelope.rspCode === RSP.ok ? envelope.data : undefined;
}

function serve() {
  const app = new Hono();
  app.get('*', spaHandler(dist, {
    guestAnswer,
    // No memory between reads: these tests publish and roll back straight in the database.
    published: publishedForHtml(cachedLivePages(db, 0), () => clock),
    dataPreviews: dataPreviewsIn(dist, { renderer: () => renderer, onError: () => undefined }),
  }));
  return async (path: string) => (await app.request(path)).text();
}

async function publishPage(json: object, window: { start: number | null; end: number | null } = { start: null, end: null }) {
  const version = await saveVersion(db, ROUTE, json, operator, clock);
  await publish(db, version.id, ROUTE, window, operator, clock);
  return version;
}

const jsonBlock = (html: string, id: string): unknown => {
  const text = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
const previewOf = (html: string) => /<div id="qsh-preview"[\s\S]*?<\/main><\/div><\/div>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  db = await openDatabase({});
  gateway = createApp({ db, log: { request: () => undefined, error: () => undefined } });
  [{ id: operator }] = (await db.query<{ id: number }>("SELECT id FROM operators WHERE role = 'publisher' LIMIT 1")) as [{ id: number }];
  dist = mkdtempSync(join(tmpdir(), 'dist-published-'));
  mkdirSync(join(dist, DATA_PREVIEW_DIR));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
  writeFileSync(join(dist, RUNTIME_HINTS_FILE), JSON.stringify(hints));
  // The bundled page of a route that a published version replaces (/activity/bigWheel-like): its build-time preview and hints.
  writeFileSync(join(dist, 'previews.json'), JSON.stringify({ [ROUTE]: { head: '', body: '<div id="qsh-preview">打包版</div>' } }));
  writeFileSync(join(dist, 'route-hints.json'), JSON.stringify({ [ROUTE]: { name: 'activitySpringSale', login: 'optional', js: ['assets/bundled-page.js'] } }));
  writeFileSync(join(dist, DATA_PREVIEW_DIR, DATA_PREVIEW_PAGES), '{}');
  // Publishing compiles the full page validator in the gateway's process (the checker); these tests publish through the store directly.
  pageValidator();
  ({ renderer, release } = sourcePreviewRenderer(root));
  await renderer;
}, 120_000);
afterAll(async () => {
  release();
  await db.close();
});

it("a route without a live version keeps the bundled page's preview and hints", async () => {
  const html = await serve()(ROUTE);
  expect(html).toContain('<div id="qsh-preview">打包版</div>');
  expect(preloads(html)).toEqual(['assets/bundled-page.js']);
  expect(jsonBlock(html, 'qsh-runtime-page')).toBeUndefined();
});

it("a published page's HTML links its shell's and first-screen widgets' files once each, embeds its guest answers and its version, and shows its first screen drawn with them", async () => {
  const version = await publishPage(springSale('春日特惠'));
  const html = await serve()(ROUTE);
  expect(preloads(html)).toEqual(['assets/start.js', 'assets/ui.js', 'assets/home-widgets.js', 'assets/card.js', 'assets/text.js']);
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/banner.css">');
  expect(jsonBlock(html, 'qsh-runtime-page')).toEqual({ route: ROUTE, hash: version.hash, page: springSale('春日特惠') });
  const banner = (await guestAnswer('BA006', { position: 'HOME_BANNER' })) as { list: { image: string; name: string }[] };
  expect(jsonBlock(html, 'qsh-route-data')).toEqual({ route: 'activitySpringSale', answers: [{ api: 'BA006', params: { position: 'HOME_BANNER' }, data: banner }] });
  // The banner's first image is fetched with the HTML.
  expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner.list[0]!.image}">`);
  const preview = previewOf(html);
  expect(preview).toContain(`alt="${banner.list[0]!.name}"`);
  expect(preview).toContain('活动规则');
  expect(preview).toContain('每人限领一次');
  // Not the bundled page's, and nothing drawn for logged-in visitors only.
  expect(html).not.toContain('打包版');
  expect(preview).not.toContain('会员专享');
});

it("the console's preview frame (a draft on the route) gets neither the live version nor a drawn first screen", async () => {
  await publishPage(springSale('春日特惠'));
  const html = await serve()(`${ROUTE}?opsPreview=${'e'.repeat(32)}`);
  expect(html).not.toContain('qsh-preview');
  expect(jsonBlock(html, 'qsh-runtime-page')).toBeUndefined();
  await rollback(db, ROUTE, clock);
});

it('the next HTML after a new version or a rollback shows what is live then', async () => {
  const server = serve();
  const second = await publishPage(springSale('春日特惠 第二波'));
  const html = await server(ROUTE);
  expect((jsonBlock(html, 'qsh-runtime-page') as { hash: string }).hash).toBe(second.hash);
  expect(previewOf(html)).toContain('春日特惠 第二波');
  await rollback(db, ROUTE, clock);
  expect(previewOf(await server(ROUTE))).not.toContain('第二波');
  await rollback(db, ROUTE, clock);
  expect(previewOf(await server(ROUTE)) || '').not.toContain('春日特惠');
  expect(await server(ROUTE)).toContain('打包版');
});

it('a published page whose first blocks need no data is drawn too', async () => {
  await publishPage({ ...springSale('春日特惠'), blocks: [{ type: 'text', props: { text: '春日特惠 全场免息' } }, { type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/' } } }] });
  const html = await serve()(ROUTE);
  expect(jsonBlock(html, 'qsh-route-data')).toBeUndefined();
  expect(previewOf(html)).toContain('春日特惠 全场免息');
  await rollback(db, ROUTE, clock);
});

it('a live version that fails the page validator (a corrupted row) is left out of the HTML: the app fetches it, validates it and falls back', async () => {
  const broken = { ...springSale('坏版本'), blocks: [{ type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/' }, size: 12345 } }] };
  await publishPage(broken);
  const html = await serve()(ROUTE);
  expect(jsonBlock(html, 'qsh-runtime-page')).toBeUndefined();
  // Nor the bundled page's first load: the app shows the published version or falls back itself.
  expect(html).not.toContain('qsh-preview');
  expect(preloads(html)).toEqual([]);
  // The manifest still names it: the app loads it itself (src/app/runtime-pages/load-version.ts).
  expect((jsonBlock(html, 'qsh-pages-manifest') as { pages: Record<string, unknown> }).pages[ROUTE]).toBeDefined();
  await rollback(db, ROUTE, clock);
});

it('a published page that needs login is not drawn (a guest is sent to login), but its version and chunks come with the HTML', async () => {
  await publishPage({ ...springSale('会员日'), route: { path: ROUTE, name: 'activitySpringSale', login: 'required' } });
  const html = await serve()(ROUTE);
  expect(html).not.toContain('qsh-preview');
  expect(jsonBlock(html, 'qsh-route-data')).toBeUndefined();
  expect((jsonBlock(html, 'qsh-runtime-page') as { page: { title: string } }).page.title).toBe('会员日');
  expect(preloads(html)).toContain('assets/start.js');
  await rollback(db, ROUTE, clock);
});

it('a version whose schedule has ended is not served with the HTML', async () => {
  await publishPage(springSale('限时'), { start: null, end: clock + 1000 });
  const server = serve();
  expect(previewOf(await server(ROUTE))).toContain('限时');
  clock += 2000;
  const html = await server(ROUTE);
  expect(jsonBlock(html, 'qsh-runtime-page')).toBeUndefined();
  expect(html).not.toContain('限时');
});
