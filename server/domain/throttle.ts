import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The abuse limits (issue #21); docs/server.md "Abuse limits" lists them. */
export const LIMITS = {
  /** One SMS code a minute per phone (unless the last one was used). */
  smsIntervalMs: MINUTE,
  smsPerPhoneDay: 10,
  smsPerClientHour: 20,
  /** An SMS code dies after this many wrong tries. */
  smsCodeTries: 5,
  payPasswordTries: 5,
  payPasswordLockMs: 30 * MINUTE,
  /** Wrong login codes per phone in an hour before the phone's logins are locked. */
  loginTries: 10,
  loginLockMs: 30 * MINUTE,
  /** Wrong login codes from one client address in an hour before its logins are locked. */
  loginClientTries: 30,
  loginClientLockMs: HOUR,
  windowHour: HOUR,
  windowDay: DAY,
} as const;

/** A wait in plain Chinese, rounded up: 45秒, 3分钟, 2小时5分钟. */
export function waitText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s}秒`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m}分钟`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h}小时${m % 60}分钟` : `${h}小时`;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs` (a new window starts at the first hit after
 * the last one ended). One atomic upsert, so parallel calls and several gateway processes count together.
 * The row expires when its window (or its lock) ends; see sweepThrottle. Returns the hits so far in
 * this window and when the window ends.
 */
export async function countHit(q: Queryable, key: string, now: number, windowMs: number): Promise<{ hits: number; endsAt: number }> {
  await maybeSweep(q, now);
  const [row] = await q.query<{ hits: number; window_start: number }>(
    `INSERT INTO throttle (key, hits, window_start, expires_at) VALUES ($1, 1, $2::float8, $2::float8 + $3::float8)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle.window_start <= $2::float8 - $3::float8 THEN 1 ELSE throttle.hits + 1 END,
       window_start = CASE WHEN throttle.window_start <= $2::float8 - $3::float8 THEN $2::float8 ELSE throttle.window_start END,
       expires_at = GREATEST(CASE WHEN throttle.window_start <= $2::float8 - $3::float8 THEN $2::float8 ELSE throttle.window_start END + $3::float8, throttle.locked_until)
     RETURNING hits, window_start`,
    [key, now, windowMs],
  );
  if (!row) throw new Error(`throttle upsert of ${key} returned nothing`);
  return { hits: row.hits, endsAt: row.window_start + windowMs };
}

/** Rows one sweep deletes at most (one short statement, never a long lock). */
export const SWEEP_BATCH = 500;
/** How often a process sweeps while it counts hits (a full batch sweeps again at the next hit). */
export const SWEEP_EVERY_MS = 60_000;
let nextSweepAt = 0;

/**
 * Deletes up to `batch` rows whose window and lock have both ended (expires_at <= now): they count
 * nothing any more, and the next hit of their key starts afresh either way. Rows another process is
 * sweeping or counting are skipped (SKIP LOCKED), so parallel sweeps never wait on each other.
 * Returns how many rows went.
 */
export async function sweepThrottle(q: Queryable, now: number, batch = SWEEP_BATCH): Promise<number> {
  const gone = await q.query<{ key: string }>(
    `DELETE FROM throttle WHERE key IN (
       SELECT key FROM throttle WHERE expires_at <= $1::float8 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING key`,
    [now, batch],
  );
  return gone.length;
}

/** Sweeps at most once every SWEEP_EVERY_MS per process, on the next hit counted; again at once while batches come back full. */
async function maybeSweep(q: Queryable, now: number): Promise<void> {
  // A clock set back (tests) would otherwise hold the sweeps off until it caught up.
  if (now < nextSweepAt && nextSweepAt - now <= SWEEP_EVERY_MS) return;
  nextSweepAt = now + SWEEP_EVERY_MS;
  if ((await sweepThrottle(q, now)) === SWEEP_BATCH) nextSweepAt = now;
}

/** Refuses with `code` and `message(wait)` when `key` has had more than `max` hits in its window. */
export async function limitRate(q: Queryable, key: string, now: number, windowMs: number, max: number, code: string, message: (wait: string) => string): Promise<void> {
  const { hits, endsAt } = await countHit(q, key, now, windowMs);
  if (hits > max) throw new BizError(code, message(waitText(endsAt - now)));
}

export interface Lockout {
  key: string;
  /** Wrong tries allowed before the lock. */
  tries: number;
  lockMs: number;
  /** Wrong tries older than this are forgotten. */
  windowMs: number;
  /** rspCode and message while locked. */
  lockedCode: string;
  locked: (wait: string) => string;
}

async function lockedUntil(q: Queryable, key: string): Promise<number> {
  const [row] = await q.query<{ locked_until: number }>('SELECT locked_until FROM throttle WHERE key = $1', [key]);
  return row?.locked_until ?? 0;
}

/**
 * Guards one secret check (pay password, login code). The try is counted before the check, so
 * parallel guesses cannot get past the limit; `check` returns whether the secret was right. A right
 * answer clears the count; a wrong one throws `wrong(remaining)` or, at the last try, locks the key for
 * `lockMs` and throws the locked message. A locked key is refused without checking.
 */
export async function guardTries(q: Queryable, lock: Lockout, now: number, check: () => Promise<boolean> | boolean, wrong: (remaining: number) => BizError): Promise<void> {
  const until = await lockedUntil(q, lock.key);
  if (until > now) throw new BizError(lock.lockedCode, lock.locked(waitText(until - now)));
  // A lock that has run out starts a new count.
  if (until > 0) await q.query('DELETE FROM throttle WHERE key = $1 AND locked_until > 0 AND locked_until <= $2::float8', [lock.key, now]);
  const { hits } = await countHit(q, lock.key, now, lock.windowMs);
  if (hits > lock.tries) throw await lockNow(q, lock, now);
  if (await check()) {
    await q.query('DELETE FROM throttle WHERE key = $1', [lock.key]);
    return;
  }
  if (hits >= lock.tries) throw await lockNow(q, lock, now);
  throw wrong(lock.tries - hits);
}

async function lockNow(q: Queryable, lock: Lockout, now: number): Promise<BizError> {
  const [row] = await q.query<{ locked_until: number }>(
    'UPDATE throttle SET locked_until = GREATEST(locked_until, $2::float8), expires_at = GREATEST(expires_at, $2::float8) WHERE key = $1 RETURNING locked_until',
    [lock.key, now + lock.lockMs],
  );
  return new BizError(lock.lockedCode, lock.locked(waitText((row?.locked_until ?? now + lock.lockMs) - now)));
}

/** Refuses while `lock.key` is locked, with the wait. */
export async function assertUnlocked(q: Queryable, lock: Lockout, now: number): Promise<void> {
  const until = await lockedUntil(q, lock.key);
  if (until > now) throw new BizError(lock.lockedCode, lock.locked(waitText(until - now)));
}

/** Counts one wrong try after the fact; the try that reaches `lock.tries` locks the key. Returns the locked refusal then, else null. */
export async function recordWrong(q: Queryable, lock: Lockout, now: number): Promise<BizError | null> {
  await q.query('DELETE FROM throttle WHERE key = $1 AND locked_until > 0 AND locked_until <= $2::float8', [lock.key, now]);
  const { hits } = await countHit(q, lock.key, now, lock.windowMs);
  return hits >= lock.tries ? lockNow(q, lock, now) : null;
}

export async function clearTries(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM throttle WHERE key = $1', [key]);
}

function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The SMS send limits, read at each send: SMS_PER_PHONE_DAY and SMS_PER_CLIENT_HOUR override
 * LIMITS (the e2e gateway, which logs in hundreds of times from 127.0.0.1, raises them).
 */
export function smsSendLimits(): { perPhoneDay: number; perClientHour: number } {
  return { perPhoneDay: envCount('SMS_PER_PHONE_DAY', LIMITS.smsPerPhoneDay), perClientHour: envCount('SMS_PER_CLIENT_HOUR', LIMITS.smsPerClientHour) };
}
