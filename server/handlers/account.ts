import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { consumeSms } from '../domain/sms';
import { loadUser, uid } from '../domain/users';

const UC011: Handler<'UC011'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId, true);
    await consumeSms(tx, user.phone, ctx.req.smsCode, ctx.now());
    const open = await tx.query("SELECT id FROM bills WHERE user_id = $1 AND status = 'UNPAID' LIMIT 1", [userId]);
    if (open.length) throw new BizError('3501', '您还有未还清的账单，暂不能注销');
    if (user.balance > 0) throw new BizError('3502', '您的余额不为零，请先提现后再注销');
    await tx.query("UPDATE users SET cancelled = true, phone = phone || '#' || id WHERE id = $1", [userId]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    return { cancelled: 'Y' as const };
  });
};

const UC012: Handler<'UC012'> = async (ctx) => {
  await ctx.db.query('DELETE FROM sessions WHERE token = $1', [ctx.token]);
  return {};
};

export const accountHandlers = { UC011, UC012 };
