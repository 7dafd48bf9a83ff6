import { randomBytes } from 'node:crypto';
import { sessionCacheOf } from '../cache/session-cache';
import type { Queryable } from '../db/db';
import { BizError, RSP } from './biz-error';

export const SESSION_MS = 7 * 24 * 3600 * 1000;

export async function createSession(q: Queryable, userId: number, now: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await q.query('INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, $3)', [token, userId, now + SESSION_MS]);
  return token;
}

/** The user id behind a token (from the session cache when it was resolved lately): 0004 without or with an unknown token, 0005 when expired, 0004 用户不存在 for a cancelled account. */
export async function resolveSession(q: Queryable, token: string | null, now: number): Promise<number> {
  if (!token) throw new BizError(RSP.noSession, '请先登录');
  const cache = sessionCacheOf(q);
  const cached = cache.get(token, now);
  if (cached) {
    if (cached.expiresAt <= now) throw new BizError(RSP.expired, '登录已过期，请重新登录');
    return cached.userId;
  }
  const epoch = cache.begin();
  const [row] = await q.query<{ user_id: number; expires_at: number; cancelled: boolean }>(
    'SELECT s.user_id, s.expires_at, u.cancelled FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1',
    [token],
  );
  if (!row) throw new BizError(RSP.noSession, '登录已失效，请重新登录');
  if (row.cancelled) throw new BizError(RSP.noSession, '用户不存在');
  if (row.expires_at <= now) throw new BizError(RSP.expired, '登录已过期，请重新登录');
  cache.set(token, row.user_id, Number(row.expires_at), now, epoch);
  return row.user_id;
}
