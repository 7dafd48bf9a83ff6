import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { CONTENT_TTL_MS } from '../cache/content-cache';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { RSP } from '../gateway/biz-error';
import type { Envelope } from '../gateway/types';
import { sourcePreviewRenderer } from '../testing/preview-renderer';
import { dataPreviewsIn, type PreviewRenderer } from './data-preview';
import { DATA_PREVIEW_DIR, DATA_PREVIEW_PAGES } from './data-preview-files';
import type { RouteHint } from './route-hints';
import { SESSION_MARKER_COOKIE } from './session-marker';
import { spaHandler } from './spa';

const root = fileURLToPath(new URL('../..', import.meta.url));
interface Page {
  route: { path: string; name: string; login: string };
  blocks?: unknown[];
}
const home = JSON.parse(readFileSync(join(root, 'schemas/pages/index.json'), 'utf8')) as Page;
const my = JSON.parse(readFileSync(join(root, 'schemas/pages/my.json'), 'utf8')) as Page;
// A page of blocks for logged-in visitors and for guests, one nested in a guest's card.
const vip: Page = {
  route: { path: '/vip', name: 'vip', login: 'optional' },
  blocks: [
    { type: 'text', when: { loggedIn: true }, props: { text: '会员专享价' } },
    { type: 'text', when: { loggedIn: false }, props: { text: '登录查看会员价' } },
    { type: 'card', props: { title: '权益' }, blocks: [{ type: 'text', when: { loggedIn: true }, props: { text: '您的会员权益' } }, { type: 'text', props: { text: '开通会员享权益' } }] },
    { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' } },
  ],
};
// A guest page whose first block shows a banner only to logged-in visitors.
const members: Page = {
  ...home,
  route: { path: '/members', name: 'members', login: 'optional' },
  blocks: [{ type: 'banner', data: 'ads', when: { loggedIn: true } }, ...(home.blocks ?? [])],
};

let db: Db;
let gateway: ReturnType<typeof createApp>;
let dist: string;
let release: () => void = () => undefined;
let renderer: Promise<PreviewRenderer>;
const errors: string[] = [];

// The home page's first-screen requests that hold no binding (as build/route-hints-plugin.ts lists them).
const HOME_DATA = [
  { api: 'BA006', params: { position: 'HOME_NOTICE' } },
  { api: 'BA006', params: { position: 'HOME_BANNER' } },
  { api: 'MM004', params: { position: 'HOME' } },
  { api: 'PD001', params: { position: 'HOME' } },
];
const hintOf = (page: Page): RouteHint => ({ name: page.route.name, login: 'optional', js: [], data: HOME_DATA });
// /my's first-screen requests: CR003 needs a session, so only the public two are embedded.
const MY_DATA = [{ api: 'CR003' }, { api: 'BA006', params: { position: 'MY_BANNER' } }, { api: 'MM004', params: { position: 'MY' } }];

async function guestAnswer(api: string, params: Record<string, unknown>): Promise<unknown> {
  const res = await gateway.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...params, apiCode: api }) });
  const envelope = (await res.json()) as Envelope;
  return envelope.rspCode === RSP.ok ? envelope.data : undefined;
}

const serve = (renderWith: () => Promise<PreviewRenderer | undefined>) => {
  const app = new Hono();
  app.get('*', spaHandler(dist, { guestAnswer, dataPreviews: dataPreviewsIn(dist, { renderer: renderWith, onError: (message) => void errors.push(message) }) }));
  // A browser with a customer session sends the app's session marker (src/stores/session-marker.ts).
  return async (path: string, marker = false) => {
    const res = await app.request(path, marker ? { headers: { cookie: `${SESSION_MARKER_COOKIE}=1` } } : {});
    return { status: res.status, html: await res.text(), vary: res.headers.get('vary') ?? '' };
  };
};
const previewOf = (html: string) => /<div id="qsh-preview"[\s\S]*?<\/main><\/div><\/div>/.exec(html)?.[0] ?? '';
const firstSlide = (preview: string) => /aria-label="1 \/ \d+"><div role="button"[^>]*><div class="adm-image"[^>]*><img class="adm-image-img" src="([^"]+)" alt="([^"]*)"/.exec(preview)?.slice(1);
const firstBanner = async () => ((await guestAnswer('BA006', { position: 'HOME_BANNER' })) as { list: { id: number; image: string; name: string }[] }).list[0]!;

beforeAll(async () => {
  db = await openDatabase({});
  gateway = createApp({ db, log: { request: () => undefined, error: () => undefined } });
  dist = mkdtempSync(join(tmpdir(), 'dist-data-preview-'));
  mkdirSync(join(dist, DATA_PREVIEW_DIR));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
  writeFileSync(
    join(dist, 'route-hints.json'),
    JSON.stringify({ '/': hintOf(home), '/members': hintOf(members), '/vip': hintOf(vip), '/my': { ...hintOf(my), data: MY_DATA } }),
  );
  writeFileSync(join(dist, DATA_PREVIEW_DIR, DATA_PREVIEW_PAGES), JSON.stringify({ '/': home, '/members': members, '/vip': vip, '/my': my }));
  // The app's own preview renderer, loaded from source as the build bundles it (build/ssr-plugin.ts).
  ({ renderer, release } = sourcePreviewRenderer(root));
  await renderer;
}, 120_000);
afterAll(async () => {
  release();
  await db.close();
});

it("the HTML of / shows the home banner drawn from BA006's current answer, and the next HTML after an ad changes shows the new one", async () => {
  const get = serve(() => renderer);
  const ad = await firstBanner();
  const first = previewOf((await get('/')).html);
  expect(firstSlide(first)).toEqual([ad.image, ad.name]);
  // Drawn as the app draws the page: its nav bar and search bar too; a picture, hidden from assistive technology.
  expect(first).toContain('搜索产品或商品');
  expect(first).toMatch(/^<div id="qsh-preview" aria-hidden="true" inert/);
  await db.query(`UPDATE ads SET image = '/demo-img/banner-new.svg', name = '新广告' WHERE id = $1`, [ad.id]);
  // Written elsewhere (not through this gateway): the content cache sees it within its TTL.
  await new Promise((resolve) => setTimeout(resolve, CONTENT_TTL_MS + 100));
  const next = previewOf((await get('/')).html);
  expect(firstSlide(next)).toEqual(['/demo-img/banner-new.svg', '新广告']);
}, 30_000);

it('draws a preview once per route and answers, not per request', async () => {
  let draws = 0;
  const get = serve(async () => {
    const real = await renderer;
    return { drawPreview: (page, answers) => ((draws += 1), real.drawPreview(page, answers)) };
  });
  for (let i = 0; i < 3; i += 1) expect((await get('/')).html).toContain('id="qsh-preview"');
  expect(draws).toBe(1);
});

it('stops at a block that depends on the visitor: nothing after it is drawn', async () => {
  const get = serve(() => renderer);
  // The home page's logged-in credit line and what follows it (the recommended products) are left to the live page.
  expect(previewOf((await get('/')).html)).not.toContain('为你推荐');
  // With the session marker, a page that starts with a block shown to logged-in visitors only gets no preview, only its guest data.
  const members = (await get('/members', true)).html;
  expect(members).not.toContain('qsh-preview');
  expect(members).toContain('id="qsh-route-data"');
});

it('a preview that fails to draw is logged and the route is served without it, never an error', async () => {
  errors.length = 0;
  const get = serve(async () => ({ drawPreview: () => Promise.reject(new Error('widget broke')) }));
  const { status, html } = await get('/');
  expect(status).toBe(200);
  expect(html).not.toContain('qsh-preview');
  expect(html).toContain('id="qsh-route-data"');
  expect(errors).toEqual(['[qsh preview] could not draw /; served without its preview']);
});

it("the build's renderer files are never served", async () => {
  writeFileSync(join(dist, DATA_PREVIEW_DIR, 'preview.mjs'), 'export {}');
  const get = serve(() => renderer);
  expect((await get(`/${DATA_PREVIEW_DIR}/preview.mjs`)).status).toBe(404);
  expect((await get(`/${DATA_PREVIEW_DIR}/${DATA_PREVIEW_PAGES}`)).status).toBe(404);
});

it('the HTML of /my without the session marker shows the guest user card and the 立即登录 card; with the marker neither', async () => {
  const get = serve(() => renderer);
  const guest = await get('/my');
  const preview = previewOf(guest.html);
  // The user card bound to $user, drawn with a guest's values (its defaults): 登录/注册 and its hint.
  expect(preview).toContain('登录/注册');
  expect(preview).toContain('登录后享受更多权益');
  // The card shown to guests only, and the blocks after it down to the banner of BA006's current MY_BANNER answer.
  expect(preview).toContain('立即登录');
  expect(preview).toContain('我的订单与账单');
  const ads = (await guestAnswer('BA006', { position: 'MY_BANNER' })) as { list: { image: string }[] };
  expect(preview).toContain(`src="${ads.list[0]!.image}"`);
  // The HTML depends on the marker: caches keep one per Cookie header.
  expect(guest.vary).toMatch(/\bCookie\b/);
  const member = await get('/my', true);
  expect(member.html).not.toContain('qsh-preview');
  expect(member.html).not.toContain('登录/注册');
  expect(member.html).not.toContain('立即登录');
  expect(member.vary).toMatch(/\bCookie\b/);
  // The answers a guest gets are still embedded for the app (a visitor with a session ignores them).
  expect(member.html).toContain('id="qsh-route-data"');
});

it('a block shown to logged-in visitors only is never drawn, for a guest or with the marker', async () => {
  const get = serve(() => renderer);
  const guest = previewOf((await get('/vip')).html);
  expect(guest).toContain('登录查看会员价');
  expect(guest).toContain('开通会员享权益');
  expect(guest).not.toContain('会员专享价');
  expect(guest).not.toContain('您的会员权益');
  const member = (await get('/vip', true)).html;
  expect(member).not.toContain('会员专享价');
  expect(member).not.toContain('qsh-preview');
});

it('draws one preview per route for guests and one for visitors with the marker', async () => {
  const audiences: string[] = [];
  const get = serve(async () => {
    const real = await renderer;
    return { drawPreview: (page, answers, audience) => (audiences.push(audience ?? 'anyone'), real.drawPreview(page, answers, audience)) };
  });
  for (let i = 0; i < 2; i += 1) {
    await get('/');
    await get('/', true);
  }
  expect(audiences.sort()).toEqual(['anyone', 'guest']);
});
