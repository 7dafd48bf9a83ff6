import type { Context } from 'hono';
import type { Db } from '../db/db';
import { fileUrlValid } from '../domain/file-urls';
import { resolveSession } from '../gateway/session';

/** Identity documents: never kept by shared caches nor by the browser's cache. */
const NO_STORE = 'private, no-store';

/**
 * GET /utd/file/:id — an upload stored by BA004 (ID card photos), readable only by its owner: with the
 * owner's appToken header, or through the short-lived signed URL BA004 answered (?exp=&sig=, for an
 * <img>). Anyone else gets 404, as if the file did not exist.
 */
export function fileHandler(db: Db, now: () => number = Date.now) {
  return async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const t = now();
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': NO_STORE });
    const [row] = await db.query<{ content_type: string; data: string; user_id: number | null }>('SELECT content_type, data, user_id FROM files WHERE id = $1', [id]);
    if (!row) return notFound();
    const token = c.req.header('appToken');
    const owner = token ? await resolveSession(db, token, t).catch(() => null) : null;
    const allowed = (owner !== null && owner === row.user_id) || (await fileUrlValid(db, id, c.req.query('exp'), c.req.query('sig'), t));
    if (!allowed) return notFound();
    return c.body(Buffer.from(row.data, 'base64'), 200, {
      'Content-Type': row.content_type,
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
