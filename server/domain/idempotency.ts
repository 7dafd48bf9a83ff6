import type { Db, Queryable } from '../db/db';

/**
 * Runs `fn` in one transaction at most once per (user, apiCode, key): a repeat returns the stored
 * first result without writing again. A failed first attempt rolls back and leaves the key free.
 */
export async function once<T>(db: Db, userId: number, apiCode: string, key: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement claims the key and, when it was taken by a committed call, reads that call's result.
    const [claim] = await tx.query<{ claimed: string | null; stored: T | null }>(
      `WITH claim AS (INSERT INTO idempotency (user_id, api_code, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key)
       SELECT (SELECT key FROM claim) AS claimed, (SELECT response FROM idempotency WHERE user_id = $1 AND api_code = $2 AND key = $3) AS stored`,
      [userId, apiCode, key],
    );
    if (!claim?.claimed) {
      if (claim?.stored != null) return claim.stored;
      // The key was taken by a call that committed while the claim waited for it (its result was
      // not in the claim's snapshot): read it now.
      const [row] = await tx.query<{ response: T }>('SELECT response FROM idempotency WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key]);
      if (row) return row.response;
    }
    const result = await fn(tx);
    await tx.query('UPDATE idempotency SET response = $4::jsonb WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key, JSON.stringify(result)]);
    return result;
  });
}
