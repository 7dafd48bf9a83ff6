import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';
import { BizError } from '../gateway/biz-error';
import { recordLimit } from './limits';
import { addMonths, dayOf } from './time';

export type BalanceKind = 'RECHARGE' | 'WITHDRAW' | 'PAY' | 'REFUND';

/** Adds `change` cents to the balance and records it; refuses to go below zero (the CHECK constraint backs this). Returns the new balance and the id of the balance_records row. */
export async function changeBalance(q: Queryable, userId: number, change: number, kind: BalanceKind, remark: string, now: number): Promise<{ balance: number; recordId: number }> {
  const [row] = await q.query<{ balance: number }>('UPDATE users SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance', [userId, change]);
  if (!row) throw new BizError('2601', '余额不足');
  const [rec] = await q.query<{ id: number }>('INSERT INTO balance_records (user_id, change, kind, remark, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [userId, change, kind, remark, now]);
  if (!rec) throw new Error('INSERT INTO balance_records returned no row');
  return { balance: row.balance, recordId: rec.id };
}

export async function changePoints(q: Queryable, userId: number, change: number, reason: string, now: number): Promise<number> {
  const [row] = await q.query<{ points: number }>('UPDATE users SET points = points + $2 WHERE id = $1 AND points + $2 >= 0 RETURNING points', [userId, change]);
  if (!row) throw new BizError('2602', '积分不足');
  await q.query('INSERT INTO point_records (user_id, change, reason, created_at) VALUES ($1, $2, $3, $4)', [userId, change, reason, now]);
  return row.points;
}

export async function drawCredit(q: Queryable, userId: number, amount: number, remark: string, now: number): Promise<void> {
  const rows = await q.query("UPDATE users SET credit_used = credit_used + $2 WHERE id = $1 AND flow = 'FINISH' AND credit_used + $2 <= credit_limit RETURNING id", [userId, amount]);
  if (!rows.length) throw new BizError('2603', '可用额度不足或尚未完成授信');
  await recordLimit(q, userId, 'USE', -amount, remark, now);
}

export async function releaseCredit(q: Queryable, userId: number, amount: number, kind: 'REPAY' | 'RELEASE', remark: string, now: number): Promise<void> {
  await q.query('UPDATE users SET credit_used = credit_used - $2 WHERE id = $1', [userId, amount]);
  await recordLimit(q, userId, kind, amount, remark, now);
}

export interface PlanLine {
  periodNo: number;
  dueDate: string;
  principal: number;
  fee: number;
}

/** Monthly fee rate of installments over more than one period. */
export const MONTHLY_FEE_RATE = 0.006;

/** The smallest amount that may be paid in more than one period (spec §9: 1000 yuan; src/lib/installment.ts MIN_INSTALLMENT_CENTS). */
export const MIN_INSTALLMENT_CENTS = 100_000;

/** Whether `amount` cents may be paid in `periods` periods: one period always, more from 1000 yuan on. */
export function periodsAllowed(amount: number, periods: number): boolean {
  return periods === 1 || amount >= MIN_INSTALLMENT_CENTS;
}

/** Equal principal per period (remainder in the first), fee 0.6 % of the amount per period when periods > 1, due monthly from `now`. */
export function installmentPlan(amount: number, periods: number, now: number): PlanLine[] {
  const base = Math.floor(amount / periods);
  const fee = periods > 1 ? Math.round(amount * MONTHLY_FEE_RATE) : 0;
  const start = dayOf(now);
  return Array.from({ length: periods }, (_, i) => ({
    periodNo: i + 1,
    dueDate: addMonths(start, i + 1),
    principal: i === 0 ? amount - base * (periods - 1) : base,
    fee,
  }));
}

/** One UNPAID bill per plan line, all in one multi-row INSERT. */
export async function createBills(q: Queryable, userId: number, orderId: string, title: string, productType: number, plan: PlanLine[]): Promise<void> {
  await insertRows(q, 'bills', plan.map((line) => ({
    user_id: userId,
    order_id: orderId,
    title,
    product_type: productType,
    period_no: line.periodNo,
    total_periods: plan.length,
    principal: line.principal,
    fee: line.fee,
    due_date: line.dueDate,
    status: 'UNPAID',
  })));
}
