import { randomInt } from 'node:crypto';
import { BizError } from '../gateway/biz-error';
import { createSession } from '../gateway/session';
import type { Handler } from '../gateway/types';
import { consumeSms } from '../domain/sms';
import { loadUser, toUserInfo, uid } from '../domain/users';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = 60 * 1000;

/**
 * One code a minute per phone, unless the last one has been used: right after logging in, the user
 * may need a fresh code (pay password, account cancellation) without waiting.
 */
const BA002: Handler<'BA002'> = async ({ req, db, mode, now }) => {
  const t = now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await db.query<{ phone: string }>(
    `INSERT INTO sms_codes (phone, code, sent_at, expires_at, used) VALUES ($1, $2, $3, $4, false)
     ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, used = false
     WHERE sms_codes.sent_at <= $5 OR sms_codes.used RETURNING phone`,
    [req.phone, code, t, t + SMS_TTL_MS, t - SMS_INTERVAL_MS],
  );
  if (sent.length === 0) throw new BizError('2003', '验证码发送过于频繁，请60秒后再试');
  return mode === 'demo' ? { devCode: code } : {};
};

const BA003: Handler<'BA003'> = async ({ req, db, now }) => {
  const t = now();
  return db.transaction(async (tx) => {
    await consumeSms(tx, req.phone, req.smsCode, t);
    await tx.query('INSERT INTO users (phone, created_at) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING', [req.phone, t]);
    const [row] = await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [req.phone]);
    if (!row) throw new Error('user row missing after insert');
    const appToken = await createSession(tx, row.id, t);
    return { appToken, userInfo: toUserInfo(await loadUser(tx, row.id), t) };
  });
};

const SF003: Handler<'SF003'> = async (ctx) => toUserInfo(await loadUser(ctx.db, uid(ctx)), ctx.now());

export const authHandlers = { BA002, BA003, SF003 };
