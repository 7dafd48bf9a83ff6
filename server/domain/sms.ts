import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

/** Checks and uses up the SMS code last sent to `phone` (BA002). */
export async function consumeSms(q: Queryable, phone: string, code: string, now: number): Promise<void> {
  const [sms] = await q.query<{ code: string; expires_at: number; used: boolean }>('SELECT code, expires_at, used FROM sms_codes WHERE phone = $1 FOR UPDATE', [phone]);
  if (!sms || sms.used || sms.code !== code) throw new BizError('2001', '验证码错误');
  if (sms.expires_at <= now) throw new BizError('2002', '验证码已过期，请重新获取');
  await q.query('UPDATE sms_codes SET used = true WHERE phone = $1', [phone]);
}
