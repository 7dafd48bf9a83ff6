import { sessionCacheOf } from '../cache/session-cache';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { cancelConditions, maskIdNo, maskPhone } from '../domain/account-cancel';
import { checkSmsCode, consumeSms } from '../domain/sms';
import { loadUser, uid } from '../domain/users';

/** rspCode and message of each cancellation condition that fails, in the order they are checked. */
const REFUSALS = {
  BILLS: ['3501', '您还有未还清的账单，暂不能注销'],
  BALANCE: ['3502', '您的余额不为零，请先提现后再注销'],
  ORDERS: ['3503', '您还有进行中的订单，请完成或取消后再注销'],
} as const;

const UC011: Handler<'UC011'> = async (ctx) => {
  const userId = uid(ctx);
  await checkSmsCode(ctx.db, (await loadUser(ctx.db, userId)).phone, ctx.req.smsCode, ctx.now());
  const result = await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId, true);
    await consumeSms(tx, user.phone, ctx.req.smsCode, ctx.now());
    const failed = (await cancelConditions(tx, userId)).find((c) => c.passed === 'N');
    if (failed) {
      const [code, message] = REFUSALS[failed.key];
      throw new BizError(code, message);
    }
    await tx.query("UPDATE users SET cancelled = true, phone = phone || '#' || id WHERE id = $1", [userId]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    // The phone belongs to nobody now: its next code (a new registration) is not held back by the cancellation's.
    await tx.query('DELETE FROM sms_codes WHERE phone = $1', [user.phone]);
    // Identity documents (BA004 uploads) go with the account.
    await tx.query('DELETE FROM files WHERE user_id = $1', [userId]);
    return { cancelled: 'Y' as const };
  });
  sessionCacheOf(ctx.db).dropUser(userId);
  return result;
};

const UC012: Handler<'UC012'> = async (ctx) => {
  await ctx.db.query('DELETE FROM sessions WHERE token = $1', [ctx.token]);
  if (ctx.token) sessionCacheOf(ctx.db).dropToken(ctx.token);
  return {};
};

const UC013: Handler<'UC013'> = async (ctx) => {
  const userId = uid(ctx);
  const [row] = await ctx.db.query<{ phone: string; name: string | null; id_no: string | null; has_pwd: boolean; addresses: number; cards: number }>(
    `SELECT phone, name, id_no, pay_pwd_hash IS NOT NULL AS has_pwd,
       (SELECT count(*)::int FROM addresses WHERE user_id = $1) AS addresses,
       (SELECT count(*)::int FROM bank_cards WHERE user_id = $1) AS cards
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) throw new BizError('0004', '用户不存在');
  const verified = Boolean(row.name && row.id_no);
  return {
    maskedPhone: maskPhone(row.phone),
    verified: verified ? ('Y' as const) : ('N' as const),
    ...(verified && row.name ? { name: row.name } : {}),
    ...(verified && row.id_no ? { maskedIdNo: maskIdNo(row.id_no) } : {}),
    hasPayPassword: row.has_pwd ? ('Y' as const) : ('N' as const),
    addressCount: row.addresses,
    bankCardCount: row.cards,
  };
};

const UC014: Handler<'UC014'> = async (ctx) => {
  const list = await cancelConditions(ctx.db, uid(ctx));
  return { list, canCancel: list.every((c) => c.passed === 'Y') ? ('Y' as const) : ('N' as const) };
};

export const accountHandlers = { UC011, UC012, UC013, UC014 };
