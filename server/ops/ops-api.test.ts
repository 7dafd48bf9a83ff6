import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { clientFor, type Call } from '../testing/harness';
import type { Envelope } from '../gateway/types';
import { hashPassword, verifyPassword } from './password';

const page = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../tests/fixtures/pages/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

let clock = Date.parse('2026-01-20T10:00:00+08:00');
let app: ReturnType<typeof createApp>;
let customerToken: string;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const withBearer = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } });

async function loginAs(username: string, password: string) {
  const res = await app.request('/ops/api/login', json({ username, password }));
  const body = (await res.json()) as { token: string; csrfToken: string; error?: string };
  return { res, ...body, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}
async function publishAs(token: string, body: Record<string, unknown>) {
  const res = await app.request('/ops/api/publish', withBearer(token, json(body)));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const manifest = async () => ((await (await app.request('/utd/pages/manifest')).json()) as { pages: Record<string, { version: number; hash: string }> }).pages;

beforeAll(async () => {
  const db = await openDatabase({});
  app = createApp({ db, now: () => clock, log: { request: () => undefined, error: (m, e) => console.error(m, e) } });
  const call: Call = async (body, token) =>
    (await (await app.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) }, body: JSON.stringify(body) })).json()) as Envelope;
  customerToken = await clientFor(call).login('13900000019');
}, 30_000);

describe('the seeded demo operators', () => {
  it('log in in demo mode but not in production, whose operators are created with passwords nobody has published', async () => {
    const production = createApp({ db: await openDatabase({}), now: () => clock, mode: 'production', log: { request: () => undefined, error: () => undefined } });
    const refused = await production.request('/ops/api/login', json({ username: 'ops', password: 'ops-demo-2026' }));
    expect(refused.status).toBe(401);
    expect((await loginAs('ops', 'ops-demo-2026')).res.status).toBe(200);
  });
});

describe('operator passwords', () => {
  it('are hashed with scrypt and verified only with the right password', async () => {
    const hash = await hashPassword('s3cret');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('s3cret', hash)).toBe(true);
    expect(await verifyPassword('s3cret!', hash)).toBe(false);
  });
});

describe('operator login and sessions', () => {
  it('logs the seeded demo operator in and refuses a wrong password', async () => {
    const ok = await loginAs('ops', 'ops-demo-2026');
    expect(ok.res.status).toBe(200);
    expect(ok.cookie).toMatch(/^ops_session=/);
    expect(ok.res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await loginAs('ops', 'wrong')).res.status).toBe(401);
    expect((await loginAs('nobody', 'ops-demo-2026')).res.status).toBe(401);
  });

  it('refuses a customer token on every console endpoint, as appToken or as bearer', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/ops/api/me'], ['GET', '/ops/api/pages'], ['GET', '/ops/api/versions?route=/activity/x'], ['GET', '/ops/api/version?route=/activity/x&version=1'],
      ['GET', '/ops/api/diff?route=/activity/x&from=1&to=2'], ['GET', '/ops/api/audit'], ['GET', '/ops/api/reports'],
      ['POST', '/ops/api/check'], ['POST', '/ops/api/drafts'], ['POST', '/ops/api/publish'], ['POST', '/ops/api/rollback'], ['POST', '/ops/api/logout'],
      ['POST', '/ops/api/preview'], ['GET', `/ops/api/preview/${'a'.repeat(32)}`], ['POST', '/ops/api/preview-session'],
    ];
    for (const [method, path] of endpoints) {
      const init: RequestInit = { method, headers: { 'content-type': 'application/json', appToken: customerToken }, ...(method === 'POST' ? { body: JSON.stringify({ route: '/activity/newYear', page: page('new-year') }) } : {}) };
      expect((await app.request(path, init)).status, `${method} ${path} with appToken`).toBe(401);
      expect((await app.request(path, withBearer(customerToken, init))).status, `${method} ${path} as bearer`).toBe(401);
    }
    expect(await manifest()).toEqual({});
  });

  it('requires the CSRF token on writes made with the session cookie', async () => {
    const { cookie, csrfToken } = await loginAs('ops', 'ops-demo-2026');
    const check = { route: '/activity/newYear', page: page('new-year') };
    const noCsrf = await app.request('/ops/api/check', { ...json(check), headers: { 'content-type': 'application/json', Cookie: cookie } });
    expect(noCsrf.status).toBe(403);
    const wrong = await app.request('/ops/api/check', { ...json(check), headers: { 'content-type': 'application/json', Cookie: cookie, 'X-CSRF-Token': 'forged' } });
    expect(wrong.status).toBe(403);
    const right = await app.request('/ops/api/check', { ...json(check), headers: { 'content-type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrfToken } });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ problems: [] });
    // Reads need no CSRF token.
    expect((await app.request('/ops/api/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('lets an editor save drafts but not publish or roll back', async () => {
    const { token } = await loginAs('editor', 'editor-demo-2026');
    const draft = await app.request('/ops/api/drafts', withBearer(token, json({ route: '/activity/editorDraft', page: { ...page('new-year'), route: { path: '/activity/editorDraft', name: 'activityEditorDraft', login: 'optional' } } })));
    expect(draft.status).toBe(200);
    expect(await draft.json()).toMatchObject({ version: 1, problems: [] });
    expect((await publishAs(token, { route: '/activity/newYear', page: page('new-year') })).status).toBe(403);
    expect((await app.request('/ops/api/rollback', withBearer(token, json({ route: '/activity/newYear' })))).status).toBe(403);
    // A draft is never served to customers.
    expect(Object.keys(await manifest())).not.toContain('/activity/editorDraft');
  });
});

describe('publishing', () => {
  it('refuses an invalid page posted directly, with the checker messages, and publishes nothing', async () => {
    const { token } = await loginAs('ops', 'ops-demo-2026');
    const refused = await publishAs(token, { route: '/activity/newYear', page: page('new-year-invalid') });
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual(expect.arrayContaining([expect.objectContaining({ pointer: '/blocks/1/type', message: 'unknown widget type "no-such-widget"' })]));
    const outside = await publishAs(token, { route: '/profile/newYear', page: { ...page('new-year'), route: { path: '/profile/newYear', name: 'profileNewYear', login: 'optional' } } });
    expect(outside.status).toBe(422);
    expect(await manifest()).toEqual({});
  });

  it('publishes a version, serves it by hash (immutable), and rolls back to the previous version', async () => {
    const { token } = await loginAs('ops', 'ops-demo-2026');
    const v1 = await publishAs(token, { route: '/activity/newYear', page: page('new-year') });
    expect(v1).toMatchObject({ status: 200, body: { route: '/activity/newYear', version: 1 } });
    const first = await app.request('/utd/pages/manifest');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await app.request('/utd/pages/manifest', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const v2 = await publishAs(token, { route: '/activity/newYear', page: page('new-year-v2') });
    expect(v2.body.version).toBe(2);
    expect((await app.request('/utd/pages/manifest', { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const live = (await manifest())['/activity/newYear'];
    expect(live).toMatchObject({ version: 2, hash: v2.body.hash });
    const body = await app.request(`/utd/pages/v/${String(v2.body.hash)}`);
    expect(body.headers.get('cache-control')).toContain('immutable');
    expect(((await body.json()) as { title: string }).title).toBe('新年狂欢季');

    const back = await app.request('/ops/api/rollback', withBearer(token, json({ route: '/activity/newYear' })));
    expect(await back.json()).toEqual({ route: '/activity/newYear', withdrawn: 2, live: 1 });
    expect((await manifest())['/activity/newYear']).toMatchObject({ version: 1, hash: v1.body.hash });

    const diff = (await (await app.request('/ops/api/diff?route=/activity/newYear&from=1&to=2', withBearer(token))).json()) as { lines: { op: string; text: string }[] };
    expect(diff.lines.filter((l) => l.op !== ' ').map((l) => l.op)).toEqual(['-', '+']);
    const audit = (await (await app.request('/ops/api/audit', withBearer(token))).json()) as { entries: { operator: string; action: string; route: string | null; version: number | null }[] };
    expect(audit.entries.slice(0, 3)).toEqual([
      expect.objectContaining({ operator: 'ops', action: 'rollback', route: '/activity/newYear', version: 2 }),
      expect.objectContaining({ operator: 'ops', action: 'publish', route: '/activity/newYear', version: 2 }),
      expect.objectContaining({ operator: 'ops', action: 'publish', route: '/activity/newYear', version: 1 }),
    ]);
  });

  it('shows a scheduled version only inside its window (server clock)', async () => {
    const { token } = await loginAs('ops', 'ops-demo-2026');
    const route = '/activity/springSale';
    const sale = { ...page('new-year'), route: { path: route, name: 'activitySpringSale', login: 'optional' } };
    const start = clock + DAY;
    const end = clock + 2 * DAY;
    const scheduled = await publishAs(token, { route, page: sale, start: new Date(start).toISOString(), end });
    expect(scheduled).toMatchObject({ status: 200, body: { start, end } });
    expect((await manifest())[route]).toBeUndefined();
    clock = start;
    expect((await manifest())[route]).toMatchObject({ version: 1, until: end });
    clock = end;
    expect((await manifest())[route]).toBeUndefined();
    // Sessions last 8 hours: two days later the old token is refused and the operator logs in again.
    expect((await publishAs(token, { route, page: sale })).status).toBe(401);
    const again = await loginAs('ops', 'ops-demo-2026');
    expect((await publishAs(again.token, { route, page: sale, start: clock + DAY, end: clock + DAY / 2 })).status).toBe(400);
  });
});

describe('preview personas for the console\'s preview frame', () => {
  it('mints a customer session only for the two seeded demo users, only for an operator, only in demo mode', async () => {
    const { token } = await loginAs('editor', 'editor-demo-2026');
    const mint = (persona: string, t = token, target = app) => target.request('/ops/api/preview-session', withBearer(t, json({ persona })));
    const finish = await mint('finish');
    expect(finish.status).toBe(200);
    const body = (await finish.json()) as { phone: string; token: string };
    expect(body.phone).toBe('13800000000');
    const info = async (appToken: string) =>
      ((await (await app.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json', appToken }, body: JSON.stringify({ apiCode: 'SF003' }) })).json()) as Envelope);
    expect(JSON.stringify((await info(body.token)).data)).toContain('FINISH');
    expect(((await (await mint('info')).json()) as { phone: string }).phone).toBe('13900000000');
    expect((await mint('13800000001')).status).toBe(400);
    expect((await mint('finish', customerToken)).status).toBe(401);
    const productionDb = await openDatabase({});
    await productionDb.query('INSERT INTO operators (username, password_hash, role, created_at) VALUES ($1, $2, $3, $4)', ['real-ops', await hashPassword('a-real-secret'), 'publisher', clock]);
    const production = createApp({ db: productionDb, now: () => clock, mode: 'production', log: { request: () => undefined, error: () => undefined } });
    const realLogin = (await (await production.request('/ops/api/login', json({ username: 'real-ops', password: 'a-real-secret' }))).json()) as { token: string };
    const refused = await mint('finish', realLogin.token, production);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('预览身份仅在演示环境可用（使用演示用户）');
  });
});

describe('block reports in the console', () => {
  it('are grouped by route and the published version they came from', async () => {
    const send = (reports: Record<string, unknown>[]) =>
      app.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apiCode: 'BA030', reports }) });
    const r = (route: string, pageVersion?: number) => ({ route, pointer: '/blocks/0', message: 'bad props', clientTime: 1, ...(pageVersion === undefined ? {} : { pageVersion }) });
    await send([r('/activity/grouped?x=1', 2), r('/activity/grouped', 2), r('/activity/grouped', 3), r('/activity/grouped')]);
    const { token } = await loginAs('editor', 'editor-demo-2026');
    const rows = ((await (await app.request('/ops/api/reports', withBearer(token))).json()) as { routes: { route: string; version: number | null; count: number }[] }).routes
      .filter((row) => row.route === '/activity/grouped')
      .map(({ route, version, count }) => ({ route, version, count }))
      .sort((a, b) => (a.version ?? -1) - (b.version ?? -1));
    expect(rows).toEqual([
      { route: '/activity/grouped', version: null, count: 1 },
      { route: '/activity/grouped', version: 2, count: 2 },
      { route: '/activity/grouped', version: 3, count: 1 },
    ]);
  });
});
