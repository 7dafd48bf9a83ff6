import type { Queryable } from '../db/db';
import { BizError, RSP } from '../gateway/biz-error';
import { dayOf } from './time';

/** 9991 while the user has an unpaid bill past its due date: the app shows the message and goes to /my/bill. */
export async function assertNoOverdue(q: Queryable, userId: number, now: number): Promise<void> {
  const rows = await q.query("SELECT id FROM bills WHERE user_id = $1 AND status = 'UNPAID' AND due_date < $2 LIMIT 1", [userId, dayOf(now)]);
  if (rows.length) throw new BizError(RSP.overdue, '您有逾期未还的账单，请先还款后再操作');
}
