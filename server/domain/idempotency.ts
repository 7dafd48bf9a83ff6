import type { Db, Queryable } from '../db/db';

/**
 * Runs `fn` in one transaction at most once per (user, apiCode, key): a repeat returns the stored
 * first result without writing again. A failed first attempt rolls back and leaves the key free.
 */
export async function once<T>(db: Db, userId: number, apiCode: string, key: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO idempotency (user_id, api_code, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
      [userId, apiCode, key],
    );
    if (claimed.length === 0) {
      const [row] = await tx.query<{ response: T }>('SELECT response FROM idempotency WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key]);
      if (row) return row.response;
    }
    const result = await fn(tx);
    await tx.query('UPDATE idempotency SET response = $4::jsonb WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key, JSON.stringify(result)]);
    return result;
  });
}
