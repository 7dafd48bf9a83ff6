import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { paged } from '../db/paged';
import { requireCard } from '../domain/bank-cards';
import { toBill, type BillRow } from '../domain/bills';
import { once } from '../domain/idempotency';
import { checkPayPassword } from '../domain/pay-password';
import { asksPayPassword } from '../../schemas/pay-password';
import { changeBalance, releaseCredit } from '../domain/ledger';
import { unfreezePointsWhenBillsSettled } from '../domain/points';
import { dayOf } from '../domain/time';
import { loadUser, uid } from '../domain/users';

/** Overdue first (unpaid and due before today), then by due date. */
const BILL_ORDER = "(status = 'UNPAID' AND due_date < $3) DESC, due_date, id";

const BL001: Handler<'BL001'> = async (ctx) => {
  const status = ctx.req.status ?? 'UNPAID';
  const userId = uid(ctx);
  const today = dayOf(ctx.now());
  const where = "user_id = $1 AND ($2 = 'ALL' OR status = $2)";
  const open = (await ctx.db.query<BillRow>("SELECT * FROM bills WHERE user_id = $1 AND status = 'UNPAID'", [userId])).map((r) => toBill(r, today));
  const totals = { totalDue: open.reduce((s, b) => s + b.amount - b.paid, 0), overdueCount: open.filter((b) => b.status === 'OVERDUE').length };
  const { pageNum, pageSize } = ctx.req;
  if (pageNum === undefined && pageSize === undefined) {
    const rows = await ctx.db.query<BillRow>(`SELECT * FROM bills WHERE ${where} ORDER BY ${BILL_ORDER}`, [userId, status, today]);
    return { list: rows.map((r) => toBill(r, today)), ...totals };
  }
  // $3 (today) orders the page; the count query gets the same params, so the filter mentions it too.
  const page = await paged(ctx.db, { columns: '*', from: 'bills', where: `${where} AND $3::text IS NOT NULL`, params: [userId, status, today], orderBy: BILL_ORDER }, ctx.req, (r: BillRow) => toBill(r, today));
  return { ...page, ...totals };
};

const BL002: Handler<'BL002'> = async (ctx) => {
  const [row] = await ctx.db.query<BillRow>('SELECT * FROM bills WHERE id = $1 AND user_id = $2', [ctx.req.billId, uid(ctx)]);
  if (!row) throw new BizError('3001', `账单 ${ctx.req.billId} 不存在`);
  return toBill(row, dayOf(ctx.now()));
};

/**
 * Installments are repaid in due order: a selection may not leave out an unpaid period of the same
 * order that comes before a chosen one (3003, naming the first one left out). /my/bill/repayment
 * picks that way; this keeps a hand-made call (or an old page) from paying 第2期 while 第1期 stays overdue.
 */
async function assertDueOrder(tx: Queryable, userId: number, chosen: readonly BillRow[]): Promise<void> {
  const latest = new Map<string, number>();
  for (const r of chosen) if (r.order_id) latest.set(r.order_id, Math.max(latest.get(r.order_id) ?? 0, r.period_no));
  if (latest.size === 0) return;
  const skipped = await tx.query<BillRow>(
    "SELECT * FROM bills WHERE user_id = $1 AND status = 'UNPAID' AND order_id = ANY($2::text[]) AND NOT (id = ANY($3::integer[])) ORDER BY order_id, period_no",
    [userId, [...latest.keys()], chosen.map((r) => r.id)],
  );
  const first = skipped.find((r) => r.period_no < (latest.get(r.order_id ?? '') ?? 0));
  if (first) throw new BizError('3003', `请先还${first.title}第${first.period_no}期：分期账单须按期数顺序还款`);
}

const BL003: Handler<'BL003'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  if (asksPayPassword(ctx.req.payType)) await checkPayPassword(ctx.db, userId, ctx.req.payPassword, t);
  return once(ctx.db, userId, 'BL003', ctx.req.idempotencyKey, async (tx) => {
    const rows = await tx.query<BillRow>('SELECT * FROM bills WHERE user_id = $1 AND id = ANY($2::integer[]) ORDER BY due_date FOR UPDATE', [userId, ctx.req.billIds]);
    const missing = ctx.req.billIds.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new BizError('3001', `账单 ${missing} 不存在`);
    if (rows.some((r) => r.status === 'PAID')) throw new BizError('3002', '所选账单包含已还清的账单');
    await assertDueOrder(tx, userId, rows);
    const total = rows.reduce((s, r) => s + r.principal + r.fee - r.paid, 0);
    const principal = rows.reduce((s, r) => s + r.principal, 0);
    const remark = `账单还款 ${rows.length} 笔`;
    if (ctx.req.payType === 'MEMBERPAY') await changeBalance(tx, userId, -total, 'PAY', remark, t);
    if (ctx.req.payType === 'QUICKPAY') await requireCard(tx, userId, ctx.req.bankCardId);
    await tx.query("UPDATE bills SET status = 'PAID', paid = principal + fee WHERE id = ANY($1::integer[])", [rows.map((r) => r.id)]);
    await releaseCredit(tx, userId, principal, 'REPAY', remark, t);
    await unfreezePointsWhenBillsSettled(tx, userId);
    const user = await loadUser(tx, userId);
    const today = dayOf(t);
    return {
      paidAmount: total,
      creditAvailable: user.credit_limit - user.credit_used,
      bills: rows.map((r) => toBill({ ...r, status: 'PAID', paid: r.principal + r.fee }, today)),
    };
  });
};

export const billHandlers = { BL001, BL002, BL003 };
