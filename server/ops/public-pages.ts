import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { LivePagesSource } from './live-pages-cache';
import { manifestFrom } from './pages-store';

/**
 * The customers' side of runtime pages: /utd/pages/manifest (route → live version and content hash;
 * `no-cache` + ETag, so every app start revalidates it cheaply) and /utd/pages/v/<hash> (a published
 * version's JSON, immutable: cached for a year by its hash).
 */
export function publicPages(db: Db, live: LivePagesSource, now: () => number) {
  const pages = new Hono();
  pages.get('/manifest', async (c) => {
    const body = JSON.stringify({ pages: manifestFrom(await live.livePages(now())) });
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    c.header('X-Server-Time', String(now()));
    if ((c.req.header('If-None-Match') ?? '').split(/\s*,\s*/).includes(etag)) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  pages.get('/v/:hash', async (c) => {
    const hash = c.req.param('hash').replace(/\.json$/, '');
    if (!/^[0-9a-f]{32}$/.test(hash)) return c.json({ error: 'not found' }, 404);
    // Only versions that were published at some time are public; drafts stay in the console.
    const [row] = await db.query<{ body: string }>(
      'SELECT v.body FROM page_versions v WHERE v.hash = $1 AND EXISTS (SELECT 1 FROM page_publications p WHERE p.version_id = v.id) LIMIT 1',
      [hash],
    );
    if (!row) return c.json({ error: 'not found' }, 404);
    return c.body(row.body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${hash}"`,
    });
  });
  return pages;
}
