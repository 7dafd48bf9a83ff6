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
