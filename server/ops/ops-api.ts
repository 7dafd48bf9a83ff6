import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { fileURLToPath } from 'node:url';
import { checkRuntimePage, type Problem } from '../../checker';
import type { Db } from '../db/db';
import { createSession } from '../gateway/session';
import { requireOperator, requireRole, SESSION_COOKIE, type OpsEnv } from './auth';
import { diffText, lineDiff } from './diff';
import type { LivePagesSource } from './live-pages-cache';
import { audit, auditLog, contentHash, livePublications, publicationsOf, publish, rollback, saveVersion, versionOf } from './pages-store';
import { scheduleOf } from './schedule';
import { login, logout, SESSION_MS } from './sessions';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OpsApiOptions {
  db: Db;
  now: () => number;
  /** Project root whose schemas/pages the checker reads (defaults to this checkout). */
  root?: string;
  /** In production the seeded demo operators cannot log in (their passwords are public). */
  mode?: 'demo' | 'production';
  /** Told of every publish and rollback, so customers' reads of the live pages see it at once (server/ops/live-pages-cache.ts). */
  livePages?: Pick<LivePagesSource, 'changed'>;
}

type Body = Record<string, unknown>;
async function bodyOf(c: Context): Promise<Body | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null;
  } catch {
    return null;
  }
}
/** The seeded demo users behind the preview personas (docs/server.md). */
const PERSONA_PHONES = { info: '13900000000', finish: '13800000000' } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The operator console's API (/ops/api/*): login, check, drafts, publish, versions, diff, rollback, audit, reports. */
export function opsApi({ db, now, root = PROJECT_ROOT, mode = 'demo', livePages }: OpsApiOptions) {
  const api = new Hono<OpsEnv>();

  const publishedRoutes = async () => (await db.query<{ route: string }>('SELECT DISTINCT route FROM page_publications WHERE rolled_back_at IS NULL')).map((r) => r.route);
  const check = async (route: string, json: unknown): Promise<Problem[]> => checkRuntimePage({ root, route, json, published: await publishedRoutes() });

  api.post('/login', async (c) => {
    const body = await bodyOf(c);
    const result = body ? await login(db, str(body.username), str(body.password), now(), mode === 'demo') : null;
    if (!result) return c.json({ error: '账号或密码错误' }, 401);
    setCookie(c, SESSION_COOKIE, result.token, { httpOnly: true, sameSite: 'Strict', path: '/ops', maxAge: SESSION_MS / 1000 });
    await audit(db, result.session.operator.id, 'login', null, null, null, now());
    return c.json({ token: result.token, csrfToken: result.session.csrfToken, operator: result.session.operator });
  });

  api.use('*', requireOperator(db, now));

  api.get('/me', (c) => c.json({ operator: c.get('session').operator, csrfToken: c.get('session').csrfToken }));

  api.post('/logout', async (c) => {
    await logout(db, c.get('token'));
    deleteCookie(c, SESSION_COOKIE, { path: '/ops' });
    return c.json({ ok: true });
  });

  api.post('/check', async (c) => {
    const body = await bodyOf(c);
    if (!body) return c.json({ error: '请求格式错误' }, 400);
    return c.json({ problems: await check(str(body.route), body.page) });
  });

  /** Saves a draft version (editors and publishers); a draft is never served to customers. */
  api.post('/drafts', async (c) => {
    const body = await bodyOf(c);
    const route = str(body?.route);
    if (!body || !route.startsWith('/')) return c.json({ error: '请求格式错误：需要 route 和 page' }, 400);
    const { operator } = c.get('session');
    const saved = await saveVersion(db, route, body.page, operator.id, now());
    await audit(db, operator.id, 'draft', route, saved.version, null, now());
    return c.json({ route, version: saved.version, hash: saved.hash, problems: await check(route, body.page) });
  });

  /** Publishes a page (`page`) or a saved version (`version`) on `route`, checked first; optional schedule `start`/`end`. */
  api.post('/publish', requireRole('publisher'), async (c) => {
    const body = await bodyOf(c);
    if (!body) return c.json({ error: '请求格式错误' }, 400);
    const { operator } = c.get('session');
    let json: unknown = body.page;
    const route = str(body.route) || str((json as { route?: { path?: unknown } } | null)?.route?.path);
    if (typeof body.version === 'number') {
      const saved = await versionOf(db, route, body.version);
      if (!saved) return c.json({ error: `${route} 没有版本 ${body.version}` }, 404);
      json = JSON.parse(saved.body) as unknown;
    }
    if (!route) return c.json({ error: '请求格式错误：需要 route 或 page.route.path' }, 400);
    const window = scheduleOf(body.start, body.end, now());
    if ('error' in window) return c.json({ error: window.error }, 400);
    const problems = await check(route, json);
    if (problems.length) {
      await audit(db, operator.id, 'publish-refused', route, null, `${problems.length} problem(s)`, now());
      return c.json({ error: '页面未通过检查，未发布', problems }, 422);
    }
    const saved = await saveVersion(db, route, json, operator.id, now());
    await publish(db, saved.id, route, window, operator.id, now());
    await livePages?.changed();
    await audit(db, operator.id, 'publish', route, saved.version, window.start !== null || window.end !== null ? `window ${window.start ?? '-'}..${window.end ?? '-'}` : null, now());
    return c.json({ route, version: saved.version, hash: saved.hash, start: window.start, end: window.end });
  });

  api.post('/rollback', requireRole('publisher'), async (c) => {
    const body = await bodyOf(c);
    const route = str(body?.route);
    const { operator } = c.get('session');
    const withdrawn = await rollback(db, route, now());
    if (!withdrawn) return c.json({ error: `${route || '(空)'} 没有可回滚的发布` }, 404);
    await livePages?.changed();
    const live = (await livePublications(db, now())).find((p) => p.route === route);
    await audit(db, operator.id, 'rollback', route, withdrawn.version, `live: ${live ? `v${live.version}` : 'bundled page'}`, now());
    return c.json({ route, withdrawn: withdrawn.version, live: live?.version ?? null });
  });

  api.get('/pages', async (c) => {
    const live = await livePublications(db, now());
    const routes = (await db.query<{ route: string; versions: number }>('SELECT route, MAX(version) AS versions FROM page_versions GROUP BY route ORDER BY route')).map((r) => ({
      route: r.route,
      versions: r.versions,
      live: live.find((p) => p.route === r.route)?.version ?? null,
    }));
    return c.json({ pages: routes, serverTime: now() });
  });

  api.get('/versions', async (c) => {
    const route = c.req.query('route') ?? '';
    const versions = await db.query<{ version: number; hash: string; createdBy: string; createdAt: number }>(
      `SELECT v.version, v.hash, o.username AS "createdBy", v.created_at AS "createdAt" FROM page_versions v JOIN operators o ON o.id = v.created_by
       WHERE v.route = $1 ORDER BY v.version DESC`,
      [route],
    );
    const live = (await livePublications(db, now())).find((p) => p.route === route);
    return c.json({ route, versions, publications: await publicationsOf(db, route), live: live?.version ?? null, serverTime: now() });
  });

  api.get('/version', async (c) => {
    const saved = await versionOf(db, c.req.query('route') ?? '', Number(c.req.query('version')));
    return saved ? c.json({ ...saved, body: undefined, page: JSON.parse(saved.body) as unknown }) : c.json({ error: '版本不存在' }, 404);
  });

  api.get('/diff', async (c) => {
    const route = c.req.query('route') ?? '';
    const [a, b] = await Promise.all([versionOf(db, route, Number(c.req.query('from'))), versionOf(db, route, Number(c.req.query('to')))]);
    if (!a || !b) return c.json({ error: '版本不存在' }, 404);
    const pretty = (body: string) => JSON.stringify(JSON.parse(body), null, 2);
    const lines = lineDiff(pretty(a.body), pretty(b.body));
    return c.json({ route, from: a.version, to: b.version, lines, text: diffText(lines) });
  });

  /** Preview drafts (kept in memory, newest 200): the console's preview window renders them in the real app (?opsPreview=<hash>). */
  const previews = new Map<string, string>();
  api.post('/preview', async (c) => {
    const body = await bodyOf(c);
    if (!body || typeof body.page !== 'object' || body.page === null) return c.json({ error: '请求格式错误：需要 page' }, 400);
    const text = JSON.stringify(body.page);
    const hash = contentHash(text);
    previews.delete(hash);
    previews.set(hash, text);
    if (previews.size > 200) previews.delete(previews.keys().next().value as string);
    return c.json({ hash });
  });
  api.get('/preview/:hash', (c) => {
    const text = previews.get(c.req.param('hash'));
    return text ? c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }) : c.json({ error: '预览已过期' }, 404);
  });

  /**
   * A preview persona for the console's preview frame: a customer session of a seeded demo user
   * (info: 13900000000, credit in progress; finish: 13800000000, credit done). Demo mode only, and
   * only these two users: the console can never mint a session for a real customer.
   */
  api.post('/preview-session', async (c) => {
    if (mode !== 'demo') return c.json({ error: '预览身份仅在演示环境可用（使用演示用户）' }, 403);
    const body = await bodyOf(c);
    const persona = str(body?.persona);
    if (persona !== 'info' && persona !== 'finish') return c.json({ error: '预览身份只能是 info（授信中）或 finish（授信完成）' }, 400);
    const phone = PERSONA_PHONES[persona];
    const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1 AND NOT cancelled', [phone]);
    if (!user) return c.json({ error: `演示用户 ${phone} 不存在` }, 404);
    const token = await createSession(db, user.id, now());
    await audit(db, c.get('session').operator.id, 'preview-session', null, null, `${persona} ${phone}`, now());
    return c.json({ persona, phone, token });
  });

  api.get('/audit', async (c) => c.json({ entries: await auditLog(db) }));

  /**
   * BA030 block reports grouped by route (query dropped) and page version (the published version the
   * report came from; null: the bundled page; 0: a draft preview), with the route's live version.
   */
  api.get('/reports', async (c) => {
    const rows = await db.query<{ route: string; version: number | null; count: number; last: number; message: string }>(
      `SELECT split_part(route, '?', 1) AS route, page_version AS version, COUNT(*)::int AS count, MAX(received_at) AS last,
         (ARRAY_AGG(pointer || ': ' || message ORDER BY received_at DESC))[1] AS message
       FROM client_reports GROUP BY split_part(route, '?', 1), page_version ORDER BY last DESC LIMIT 200`,
    );
    const live = await livePublications(db, now());
    return c.json({ routes: rows.map((r) => ({ ...r, liveVersion: live.find((p) => p.route === r.route)?.version ?? null })) });
  });

  return api;
}
