import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { EXCHANGED_COUPON_DAYS_DEFAULT, issueCoupon } from './coupon-issue';
import { changePoints } from './ledger';
import { dayOf } from './time';

export interface LotteryRow {
  id: number;
  kind: 'WHEEL' | 'BLIND_BOX' | 'TREASURE';
  title: string;
  rules: string;
  start_at: number;
  end_at: number;
  daily_limit: number;
  cost_points: number;
}

export interface PrizeRow {
  id: number;
  lottery_id: number;
  name: string;
  image: string;
  kind: 'POINTS' | 'COUPON' | 'GOODS' | 'NONE';
  value: number;
  coupon_threshold: number;
  weight: number;
  stock: number | null;
}

export type LotteryStatus = 'NOT_STARTED' | 'ONGOING' | 'ENDED';

/** A prize as the page sees it (never its weight or stock: the page does not decide). */
export const toPrize = (p: PrizeRow) => ({ id: p.id, name: p.name, image: p.image, kind: p.kind });

export function statusAt(lottery: LotteryRow, now: number): LotteryStatus {
  if (now < lottery.start_at) return 'NOT_STARTED';
  return now > lottery.end_at ? 'ENDED' : 'ONGOING';
}

export async function loadLottery(q: Queryable, id: number): Promise<LotteryRow> {
  const [row] = await q.query<LotteryRow>('SELECT * FROM lotteries WHERE id = $1', [id]);
  if (!row) throw new BizError('3801', `活动 ${id} 不存在`);
  return row;
}

/** Draws the user made today (Asia/Shanghai day) in this lottery. */
export async function drawsToday(q: Queryable, userId: number, lotteryId: number, now: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM lottery_draws WHERE user_id = $1 AND lottery_id = $2 AND day = $3', [userId, lotteryId, dayOf(now)]);
  return row?.n ?? 0;
}

/** Picks one prize by weight; `roll` is in [0, total weight). */
export function pickByWeight<T extends { weight: number }>(prizes: readonly T[], roll: number): T {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  const last = prizes[prizes.length - 1];
  if (!last) throw new Error('pickByWeight: no prizes');
  return last;
}

/** The random source of draws (tests pass their own). */
export type Roll = (totalWeight: number) => number;
export const secureRoll: Roll = (total) => randomInt(total);

/**
 * One draw, inside the caller's transaction: checks the window and the daily limit, spends the
 * lottery's points through the ledger, picks a prize in stock by weight, takes it from stock,
 * awards points or a coupon, and records the draw.
 */
export async function drawOnce(tx: Queryable, userId: number, lotteryId: number, now: number, roll: Roll = secureRoll) {
  const lottery = await loadLottery(tx, lotteryId);
  const status = statusAt(lottery, now);
  if (status === 'NOT_STARTED') throw new BizError('3802', '活动未开始');
  if (status === 'ENDED') throw new BizError('3803', '活动已结束');
  const used = await drawsToday(tx, userId, lotteryId, now);
  if (used >= lottery.daily_limit) throw new BizError('3804', `今日次数已用完（每天 ${lottery.daily_limit} 次），明天再来吧`);
  if (lottery.cost_points > 0) await changePoints(tx, userId, -lottery.cost_points, `${lottery.title}：消耗积分`, now);
  const prizes = await tx.query<PrizeRow>('SELECT * FROM lottery_prizes WHERE lottery_id = $1 AND (stock IS NULL OR stock > 0) ORDER BY sort', [lotteryId]);
  if (prizes.length === 0) throw new BizError('3805', '奖品已发完，下次早点来');
  const prize = pickByWeight(prizes, roll(prizes.reduce((sum, p) => sum + p.weight, 0)));
  if (prize.stock !== null) await tx.query('UPDATE lottery_prizes SET stock = stock - 1 WHERE id = $1 AND stock > 0', [prize.id]);
  if (prize.kind === 'POINTS') await changePoints(tx, userId, prize.value, `${lottery.title}：${prize.name}`, now);
  if (prize.kind === 'COUPON') await issueCoupon(tx, userId, { name: prize.name, amount: prize.value, threshold: prize.coupon_threshold }, now, EXCHANGED_COUPON_DAYS_DEFAULT);
  const [draw] = await tx.query<{ id: number }>('INSERT INTO lottery_draws (user_id, lottery_id, prize_id, day, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [userId, lotteryId, prize.id, dayOf(now), now]);
  if (!draw) throw new Error('INSERT INTO lottery_draws returned no row');
  const [user] = await tx.query<{ points: number }>('SELECT points FROM users WHERE id = $1', [userId]);
  return { drawId: draw.id, prize: toPrize(prize), remaining: lottery.daily_limit - used - 1, points: user?.points ?? 0 };
}

