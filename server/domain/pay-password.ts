import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { guardTries, LIMITS, type Lockout } from './throttle';

export function hashPayPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function payPasswordOk(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32));
}

/** Pay password tries: 5 wrong ones lock the user's pay password for 30 minutes (LIMITS). */
export function payPasswordLock(userId: number): Lockout {
  return {
    key: `pay-pwd:${userId}`,
    tries: LIMITS.payPasswordTries,
    lockMs: LIMITS.payPasswordLockMs,
    windowMs: LIMITS.windowDay,
    lockedCode: '3205',
    locked: (wait) => `支付密码错误次数过多，请${wait}后再试`,
  };
}

/**
 * Checks a pay password against the user's stored hash under the lockout: wrong -> 3202
 * 支付密码错误，还可尝试N次; the 5th wrong try and every try while locked -> 3205 with the wait.
 * Call it outside any transaction: a rolled-back try would not count.
 */
export async function verifyPayPassword(q: Queryable, userId: number, password: string, stored: string, now: number): Promise<void> {
  await guardTries(q, payPasswordLock(userId), now, () => payPasswordOk(password, stored), (left) => new BizError('3202', `支付密码错误，还可尝试${left}次`));
}

/** The user's stored pay-password hash, or null when none was ever set (CP004). */
export async function payPasswordHash(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ pay_pwd_hash: string | null }>('SELECT pay_pwd_hash FROM users WHERE id = $1', [userId]);
  return row?.pay_pwd_hash ?? null;
}

/**
 * The pay password of a payment that asks for it (schemas/pay-password.ts): once the user has set
 * one, missing -> 3204 请输入支付密码, wrong -> 3202 / 3205 (verifyPayPassword). A user who never set
 * one pays without it. Call it before the idempotency claim, so the same key can be retried with the
 * right password, and outside any transaction.
 */
export async function checkPayPassword(q: Queryable, userId: number, password: string | undefined, now: number): Promise<void> {
  const stored = await payPasswordHash(q, userId);
  if (!stored) return;
  if (!password) throw new BizError('3204', '请输入支付密码');
  await verifyPayPassword(q, userId, password, stored, now);
}
