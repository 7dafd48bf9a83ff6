import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { LIMITS } from './throttle';

const dead = () => new BizError('2004', '验证码错误次数过多，请重新获取验证码');

/**
 * Checks the SMS code last sent to `phone` under its try limit: each check uses one of the code's 5
 * tries in one atomic update (parallel guesses included), so the code dies after 5 wrong ones; a right
 * code gives its try back. Call it before the transaction that consumes the code: a try counted inside
 * a transaction that fails would be rolled back.
 */
export async function checkSmsCode(q: Queryable, phone: string, code: string, now: number): Promise<void> {
  const [row] = await q.query<{ code: string; expires_at: number; attempts: number }>(
    'UPDATE sms_codes SET attempts = attempts + 1 WHERE phone = $1 AND NOT used AND attempts < $2 RETURNING code, expires_at, attempts',
    [phone, LIMITS.smsCodeTries],
  );
  if (!row) {
    const [spent] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND NOT used AND attempts >= $2', [phone, LIMITS.smsCodeTries]);
    if (spent?.n) throw dead();
    throw new BizError('2001', '验证码错误');
  }
  if (row.code !== code) {
    const left = LIMITS.smsCodeTries - row.attempts;
    if (left <= 0) throw dead();
    throw new BizError('2001', `验证码错误，还可尝试${left}次`);
  }
  if (row.expires_at <= now) throw new BizError('2002', '验证码已过期，请重新获取');
  await q.query('UPDATE sms_codes SET attempts = attempts - 1 WHERE phone = $1 AND attempts > 0', [phone]);
}

/** Checks (checkSmsCode first, outside the transaction) and uses up the SMS code last sent to `phone` (BA002). */
export async function consumeSms(q: Queryable, phone: string, code: string, now: number): Promise<void> {
  const [sms] = await q.query<{ code: string; expires_at: number; used: boolean; attempts: number }>('SELECT code, expires_at, used, attempts FROM sms_codes WHERE phone = $1 FOR UPDATE', [phone]);
  if (!sms || sms.used || sms.code !== code || sms.attempts >= LIMITS.smsCodeTries) throw new BizError('2001', '验证码错误');
  if (sms.expires_at <= now) throw new BizError('2002', '验证码已过期，请重新获取');
  await q.query('UPDATE sms_codes SET used = true WHERE phone = $1', [phone]);
}
