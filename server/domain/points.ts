import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { changePoints } from './ledger';

/** rspCode of a spend the frozen points block (the app's freeze dialog). */
export const POINTS_FROZEN = '9992';

/** All points and the frozen part of them. */
export async function pointsOf(q: Queryable, userId: number, forUpdate = false): Promise<{ points: number; frozenPoints: number }> {
  const [row] = await q.query<{ points: number; frozen_points: number }>(`SELECT points, frozen_points FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [userId]);
  return { points: row?.points ?? 0, frozenPoints: Math.min(row?.frozen_points ?? 0, row?.points ?? 0) };
}

/**
 * Spends points the user may use (points - frozen): 2602 积分不足 when even all points would not do,
 * 9992 (the freeze dialog) when only the frozen part is missing. Returns the points left.
 */
export async function spendPoints(q: Queryable, userId: number, amount: number, reason: string, now: number): Promise<number> {
  const { points, frozenPoints } = await pointsOf(q, userId, true);
  if (amount > points) throw new BizError('2602', '积分不足');
  if (amount > points - frozenPoints) throw new BizError(POINTS_FROZEN, `冻结积分 ${frozenPoints}，可用积分 ${points - frozenPoints}`);
  return changePoints(q, userId, -amount, reason, now);
}

/**
 * Orders cannot be submitted while part of the user's points is frozen (the spec's freeze dialog:
 * "must be unfrozen or the order cannot be submitted"): 9992 with the frozen amount as the note.
 */
export async function assertNoFrozenPoints(q: Queryable, userId: number): Promise<void> {
  const { frozenPoints } = await pointsOf(q, userId);
  if (frozenPoints > 0) throw new BizError(POINTS_FROZEN, `冻结积分 ${frozenPoints}，请先解冻后再提交订单`);
}

/**
 * The reference gateway freezes points while bills are open (the demo user 13600000000): once the
 * user has no unpaid bill left they are unfrozen (frozen_points = 0). BL003 calls it in the
 * repayment's transaction. Returns the points it unfroze (0 when none were frozen or a bill is open).
 */
export async function unfreezePointsWhenBillsSettled(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ frozen_points: number }>(
    "SELECT frozen_points FROM users WHERE id = $1 AND frozen_points > 0 AND NOT EXISTS (SELECT 1 FROM bills WHERE user_id = $1 AND status = 'UNPAID') FOR UPDATE",
    [userId],
  );
  if (!row) return 0;
  await q.query('UPDATE users SET frozen_points = 0 WHERE id = $1', [userId]);
  return row.frozen_points;
}
