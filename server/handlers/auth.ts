import { randomInt } from 'node:crypto';
import { BizError } from '../gateway/biz-error';
import { createSession } from '../gateway/session';
import type { Handler } from '../gateway/types';
import { checkSmsCode, consumeSms } from '../domain/sms';
import { assertUnlocked, clearTries, limitRate, LIMITS, recordWrong, smsSendLimits, waitText, type Lockout } from '../domain/throttle';
import { loadUser, toUserInfo, uid } from '../domain/users';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = LIMITS.smsIntervalMs;

/**
 * One code a minute per phone, unless the last one has been used: right after logging in, the user
 * may need a fresh code (pay password, account cancellation) without waiting. At most 10 codes a day
 * per phone and 20 an hour per client address (smsSendLimits); each refusal says how long to wait.
 */
const BA002: Handler<'BA002'> = async ({ req, db, mode, now, client }) => {
  const t = now();
  const [last] = await db.query<{ sent_at: number; used: boolean; attempts: number }>('SELECT sent_at, used, attempts FROM sms_codes WHERE phone = $1', [req.phone]);
  const tooSoon = (sentAt: number) => new BizError('2003', `验证码发送过于频繁，请${waitText(sentAt + SMS_INTERVAL_MS - t)}后再试`);
  // A used code, or one killed by wrong tries, may be replaced at once.
  const live = last && !last.used && last.attempts < LIMITS.smsCodeTries;
  if (live && last.sent_at > t - SMS_INTERVAL_MS) throw tooSoon(last.sent_at);
  const sends = smsSendLimits();
  if (client?.ip) {
    await limitRate(db, `sms-client-hour:${client.ip}`, t, LIMITS.windowHour, sends.perClientHour, '2003', (wait) => `获取验证码过于频繁，请${wait}后再试`);
  }
  await limitRate(db, `sms-phone-day:${req.phone}`, t, LIMITS.windowDay, sends.perPhoneDay, '2003', (wait) => `该手机号获取验证码次数已达上限，请${wait}后再试`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await db.query<{ phone: string }>(
    `INSERT INTO sms_codes (phone, code, sent_at, expires_at, used, attempts) VALUES ($1, $2, $3, $4, false, 0)
     ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, used = false, attempts = 0
     WHERE sms_codes.sent_at <= $5 OR sms_codes.used OR sms_codes.attempts >= $6 RETURNING phone`,
    [req.phone, code, t, t + SMS_TTL_MS, t - SMS_INTERVAL_MS, LIMITS.smsCodeTries],
  );
  if (sent.length === 0) throw tooSoon(t);
  return mode === 'demo' ? { devCode: code } : {};
};

const loginLocks = (phone: string, ip: string): Lockout[] => {
  const locked = (wait: string) => `登录失败次数过多，请${wait}后再试`;
  const byPhone: Lockout = { key: `login:${phone}`, tries: LIMITS.loginTries, lockMs: LIMITS.loginLockMs, windowMs: LIMITS.windowHour, lockedCode: '2005', locked };
  const byClient: Lockout = { key: `login-client:${ip}`, tries: LIMITS.loginClientTries, lockMs: LIMITS.loginClientLockMs, windowMs: LIMITS.windowHour, lockedCode: '2005', locked };
  return ip ? [byPhone, byClient] : [byPhone];
};

/** Login by SMS code. Wrong codes count per phone (10 an hour) and per client address (30 an hour); past that, logins wait 30 / 60 minutes. */
const BA003: Handler<'BA003'> = async ({ req, db, now, client }) => {
  const t = now();
  const locks = loginLocks(req.phone, client?.ip ?? '');
  for (const lock of locks) await assertUnlocked(db, lock, t);
  try {
    await checkSmsCode(db, req.phone, req.smsCode, t);
  } catch (err) {
    if (err instanceof BizError && (err.code === '2001' || err.code === '2004')) {
      // Every count takes the try (phone and address alike) before a lock is reported.
      const locked: BizError[] = [];
      for (const lock of locks) {
        const refusal = await recordWrong(db, lock, t);
        if (refusal) locked.push(refusal);
      }
      if (locked[0]) throw locked[0];
    }
    throw err;
  }
  await clearTries(db, `login:${req.phone}`);
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
