import type { Queryable } from '../db/db';
import { BizError, RSP } from '../gateway/biz-error';
import { SPENDS_CREDIT_OR_BALANCE, type OrderRow, type PayType } from './orders';
import { OVERDUE_MESSAGE } from '../../schemas/overdue';
import { dayOf } from './time';

const overdueRefusal = () => new BizError(RSP.overdue, OVERDUE_MESSAGE);

/** Whether the user has an unpaid bill past its due day (Asia/Shanghai). */
export async function hasOverdueBill(q: Queryable, userId: number, now: number): Promise<boolean> {
  const rows = await q.query("SELECT id FROM bills WHERE user_id = $1 AND status = 'UNPAID' AND due_date < $2 LIMIT 1", [userId, dayOf(now)]);
  return rows.length > 0;
}

/** 9991 while the user has an unpaid bill past its due date: the app shows the message and goes to /my/bill. */
export async function assertNoOverdue(q: Queryable, userId: number, now: number): Promise<void> {
  if (await hasOverdueBill(q, userId, now)) throw overdueRefusal();
}

/*
 * The cashier (CS001, CS002) while the user has an overdue bill. A balance recharge (OT003, kind
 * BALANCE) is how the customer gets money in to repay with MEMBERPAY, so it is the one order the
 * block lets through, and only with money from outside: credit (BILLPAY, CREDITSALES) and balance
 * (MEMBERPAY) are refused whatever the order. Borrowing on credit to top up the balance while
 * overdue would defeat the block (allowedPayTypes never takes credit or balance for a recharge
 * either; the overdue customer hears 9991, before the pay password is asked for).
 */

/** 9991 for credit or balance pay types; call it when the user has an overdue bill. Needs no order. */
export function assertPayTypeWhileOverdue(payType: PayType): void {
  if (SPENDS_CREDIT_OR_BALANCE.includes(payType)) throw overdueRefusal();
}

/** 9991 for any order but a balance recharge; call it when the user has an overdue bill, with the order already read. */
export function assertOrderWhileOverdue(order: Pick<OrderRow, 'kind'>): void {
  if (order.kind !== 'BALANCE') throw overdueRefusal();
}
