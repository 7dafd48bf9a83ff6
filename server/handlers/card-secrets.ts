import type { ApiResponse } from '../../schemas/api/contract.gen';
import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { hashPayPassword, verifyPayPassword } from '../domain/pay-password';
import { checkSmsCode, consumeSms } from '../domain/sms';
import { formatTime } from '../domain/time';
import { loadUser, uid } from '../domain/users';

type Kind = ApiResponse<'CP001'>['list'][number]['cardKind'];
type SecretRow = { id: number; card_kind: Kind; name: string; card_no: string; secret: string; face_value: number; retrieved: boolean; created_at: number };

const mask = (s: string) => `${s.slice(0, 4)}****${s.slice(-2)}`;

const CP001: Handler<'CP001'> = async (ctx) => {
  const userId = uid(ctx);
  const rows = await ctx.db.query<SecretRow>('SELECT * FROM card_secrets WHERE user_id = $1 AND voided_at IS NULL AND ($2::text IS NULL OR card_kind = $2) ORDER BY id DESC', [userId, ctx.req.cardKind ?? null]);
  const [pwd] = await ctx.db.query<{ pay_pwd_hash: string | null }>('SELECT pay_pwd_hash FROM users WHERE id = $1', [userId]);
  return {
    list: rows.map((r) => ({ id: r.id, cardKind: r.card_kind, name: r.name, cardNo: mask(r.card_no), faceValue: r.face_value, retrieved: r.retrieved ? 'Y' : 'N', createTime: formatTime(r.created_at) })),
    hasPayPassword: pwd?.pay_pwd_hash ? 'Y' : 'N',
  };
};

const CP002: Handler<'CP002'> = async (ctx) => {
  const userId = uid(ctx);
  const [pwd] = await ctx.db.query<{ pay_pwd_hash: string | null }>('SELECT pay_pwd_hash FROM users WHERE id = $1', [userId]);
  if (!pwd?.pay_pwd_hash) throw new BizError('3201', '请先设置支付密码');
  // Outside the transaction: a wrong try must count even though the call fails.
  await verifyPayPassword(ctx.db, userId, ctx.req.payPassword, pwd.pay_pwd_hash, ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [card] = await tx.query<SecretRow>('UPDATE card_secrets SET retrieved = true WHERE id = $1 AND user_id = $2 AND voided_at IS NULL RETURNING *', [ctx.req.cardId, userId]);
    if (!card) throw new BizError('3203', `卡密 ${ctx.req.cardId} 不存在`);
    await tx.query("INSERT INTO card_secret_logs (user_id, card_id, action, created_at) VALUES ($1, $2, 'RETRIEVE', $3)", [userId, card.id, ctx.now()]);
    return { id: card.id, cardNo: card.card_no, secret: card.secret, faceValue: card.face_value };
  });
};

type LogRow = { id: number; card_id: number; name: string; created_at: number };
/** The count runs over the same join as the page; every log row has its card (logs are written only by CP002 for an existing card, and card secrets are never deleted). */
const CP003: Handler<'CP003'> = async (ctx) =>
  paged(ctx.db, {
    columns: 'l.id, l.card_id, c.name, l.created_at',
    from: 'card_secret_logs l JOIN card_secrets c ON c.id = l.card_id',
    where: 'l.user_id = $1',
    params: [uid(ctx)],
    orderBy: 'l.id DESC',
  }, ctx.req, (r: LogRow) => ({ id: r.id, cardId: r.card_id, name: r.name, action: 'RETRIEVE' as const, createTime: formatTime(r.created_at) }));

const CP004: Handler<'CP004'> = async (ctx) => {
  const userId = uid(ctx);
  await checkSmsCode(ctx.db, (await loadUser(ctx.db, userId)).phone, ctx.req.smsCode, ctx.now());
  return ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    await consumeSms(tx, user.phone, ctx.req.smsCode, ctx.now());
    await tx.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [userId, hashPayPassword(ctx.req.payPassword)]);
    return { hasPayPassword: 'Y' as const };
  });
};

export const cardSecretHandlers = { CP001, CP002, CP003, CP004 };
