import type { Db, Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

/**
 * What a key was first used for, when the apiCode asks for the check: the request's fields as
 * stored (a repeat with other fields is refused with `code` and `message`).
 */
export interface SameRequest {
  fields: Record<string, unknown>;
  code: string;
  message: string;
}

/** The request's fields without the key, in a fixed order, so the same fields give the same text. */
export function fingerprint(fields: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(fields).filter((k) => k !== 'idempotencyKey' && fields[k] !== undefined).sort().map((k) => [k, fields[k]]));
}

/**
 * Runs `fn` in one transaction at most once per (user, apiCode, key): a repeat returns the stored
 * first result without writing again. A failed first attempt rolls back and leaves the key free.
 *
 * With `same` the key is also bound to the request's fields: a repeat whose fields differ from the
 * first (the app keeps the key of a call whose answer it lost, even when the customer then changes
 * something; docs/screens.md "Never twice") is refused with `same.code` and nothing is written,
 * rather than answering the first result as if it were the new request.
 */
export async function once<T>(db: Db, userId: number, apiCode: string, key: string, fn: (tx: Queryable) => Promise<T>, same?: SameRequest): Promise<T> {
  const request = same ? fingerprint(same.fields) : null;
  return db.transaction(async (tx) => {
    // One statement claims the key and, when it was taken by a committed call, reads that call's result.
    const [claim] = await tx.query<{ claimed: string | null; stored: T | null; first: string | null }>(
      `WITH claim AS (INSERT INTO idempotency (user_id, api_code, key, request) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key)
       SELECT (SELECT key FROM claim) AS claimed, i.response AS stored, i.request AS first
       FROM (SELECT 1) one LEFT JOIN idempotency i ON i.user_id = $1 AND i.api_code = $2 AND i.key = $3`,
      [userId, apiCode, key, request],
    );
    if (!claim?.claimed) {
      let stored: T | null = claim?.stored ?? null;
      let first = claim?.first ?? null;
      if (stored == null) {
        // The key was taken by a call that committed while the claim waited for it (its result was
        // not in the claim's snapshot): read it now.
        const [row] = await tx.query<{ response: T; request: string | null }>('SELECT response, request FROM idempotency WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key]);
        if (row) ({ response: stored, request: first } = row);
      }
      if (stored != null) {
        if (same && first !== null && first !== request) throw new BizError(same.code, same.message);
        return stored;
      }
    }
    const result = await fn(tx);
    await tx.query('UPDATE idempotency SET response = $4::jsonb WHERE user_id = $1 AND api_code = $2 AND key = $3', [userId, apiCode, key, JSON.stringify(result)]);
    return result;
  });
}
