import type { Context } from 'hono';
import type { Db } from '../db/db';

/** GET /utd/file/:id — an upload stored by BA004. */
export function fileHandler(db: Db) {
  return async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const [row] = await db.query<{ content_type: string; data: string }>('SELECT content_type, data FROM files WHERE id = $1', [id]);
    if (!row) return c.text('Not found', 404);
    return c.body(Buffer.from(row.data, 'base64'), 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
