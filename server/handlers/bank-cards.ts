import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { bankName, luhnOk, maskCardNo } from '../domain/card-no';
import { checkSmsCode, consumeSms } from '../domain/sms';
import { uid } from '../domain/users';

type Card = ApiResponse<'BK002'>;
type CardRow = { id: number; bank_name: string; masked_no: string; last4: string; card_type: Card['cardType']; is_default: Card['isDefault'] };

const toCard = (r: CardRow): Card => ({ id: r.id, bankName: r.bank_name, maskedNo: r.masked_no, last4: r.last4, cardType: r.card_type, isDefault: r.is_default });

async function listCards(q: Queryable, userId: number): Promise<Card[]> {
  const rows = await q.query<CardRow>("SELECT id, bank_name, masked_no, last4, card_type, is_default FROM bank_cards WHERE user_id = $1 ORDER BY is_default = 'Y' DESC, id", [userId]);
  return rows.map(toCard);
}

const BK001: Handler<'BK001'> = async (ctx) => ({ list: await listCards(ctx.db, uid(ctx)) });

const BK002: Handler<'BK002'> = async (ctx) => {
  const userId = uid(ctx);
  const { cardNo, phone } = ctx.req;
  if (!luhnOk(cardNo)) throw new BizError('2702', '银行卡号 cardNo 不正确，请核对');
  await checkSmsCode(ctx.db, phone, ctx.req.smsCode, ctx.now());
  return ctx.db.transaction(async (tx) => {
    await consumeSms(tx, phone, ctx.req.smsCode, ctx.now());
    const masked = maskCardNo(cardNo);
    const dup = await tx.query('SELECT id FROM bank_cards WHERE user_id = $1 AND masked_no = $2', [userId, masked]);
    if (dup.length) throw new BizError('2703', '该银行卡已绑定');
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM bank_cards WHERE user_id = $1', [userId]);
    const [row] = await tx.query<CardRow>(
      'INSERT INTO bank_cards (user_id, bank_name, masked_no, last4, card_type, phone, is_default, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, bank_name, masked_no, last4, card_type, is_default',
      [userId, bankName(cardNo), masked, cardNo.slice(-4), ctx.req.cardType ?? 'DEBIT', phone, count?.n ? 'N' : 'Y', ctx.now()]);
    if (!row) throw new Error('bank card insert returned nothing');
    return toCard(row);
  });
};

const BK003: Handler<'BK003'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ is_default: string }>('DELETE FROM bank_cards WHERE id = $1 AND user_id = $2 RETURNING is_default', [ctx.req.cardId, userId]);
    if (!gone) throw new BizError('2701', `银行卡 ${ctx.req.cardId} 不存在`);
    if (gone.is_default === 'Y') await tx.query("UPDATE bank_cards SET is_default = 'Y' WHERE id = (SELECT min(id) FROM bank_cards WHERE user_id = $1)", [userId]);
    return { list: await listCards(tx, userId) };
  });
};

export const bankCardHandlers = { BK001, BK002, BK003 };
