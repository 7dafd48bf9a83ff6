import type { ApiResponse } from '../../schemas/api/contract.gen';
import { paged } from '../db/paged';
import type { Handler } from '../gateway/types';
import { requireCard } from '../domain/bank-cards';
import { once } from '../domain/idempotency';
import { changeBalance } from '../domain/ledger';
import { checkPayPassword } from '../domain/pay-password';
import { spendPoints } from '../domain/points';
import { createOrder, toOrder } from '../domain/orders';
import { assertNoOverdue } from '../domain/overdue';
import { formatTime } from '../domain/time';
import { loadUser, uid } from '../domain/users';

const OT001: Handler<'OT001'> = async (ctx) => {
  const { balance } = await loadUser(ctx.db, uid(ctx));
  return { balance, withdrawable: balance };
};

/**
 * Money out: refused (9991) while a bill is overdue, like every other call that spends or pays out,
 * and only with the pay password once the user has one (schemas/pay-password.ts says why payments ask).
 */
const OT002: Handler<'OT002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  await checkPayPassword(ctx.db, userId, ctx.req.payPassword, t);
  return once(ctx.db, userId, 'OT002', ctx.req.idempotencyKey, async (tx) => {
    const card = await requireCard(tx, userId, ctx.req.bankCardId);
    return changeBalance(tx, userId, -ctx.req.amount, 'WITHDRAW', `提现至${card.bank_name}（尾号${card.last4}）`, t);
  });
};

const OT003: Handler<'OT003'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return once(ctx.db, userId, 'OT003', ctx.req.idempotencyKey, async (tx) =>
    toOrder(await createOrder(tx, { userId, scene: 'SPEND_RECHARGE', kind: 'BALANCE', refId: 'BALANCE', title: '余额充值', amount: ctx.req.amount, now: t })));
};

type Kind = ApiResponse<'OT004'>['list'][number]['kind'];
type BalanceRecordRow = { id: number; change: number; kind: Kind; remark: string; created_at: number };
const OT004: Handler<'OT004'> = async (ctx) =>
  paged(ctx.db, {
    columns: 'id, change, kind, remark, created_at',
    from: 'balance_records',
    where: 'user_id = $1 AND ($2::text IS NULL OR kind = $2)',
    params: [uid(ctx), ctx.req.kind ?? null],
    orderBy: 'id DESC',
  }, ctx.req, (r: BalanceRecordRow) => ({ id: r.id, change: r.change, kind: r.kind, remark: r.remark, createTime: formatTime(r.created_at) }));

/** 100 points = 1 yuan. */
export const POINTS_PER_YUAN = 100;

const OT005: Handler<'OT005'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return once(ctx.db, userId, 'OT005', ctx.req.idempotencyKey, async (tx) => {
    const amount = (ctx.req.points / POINTS_PER_YUAN) * 100;
    const points = await spendPoints(tx, userId, ctx.req.points, '积分兑换余额', t);
    const { balance } = await changeBalance(tx, userId, amount, 'RECHARGE', `积分兑换（${ctx.req.points}积分）`, t);
    return { points, amount, balance };
  });
};

export const balanceHandlers = { OT001, OT002, OT003, OT004, OT005 };
