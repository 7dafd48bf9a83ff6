import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { changePoints } from '../domain/ledger';
import { pointsOf } from '../domain/points';
import { DAY_MS, dayOf } from '../domain/time';
import { uid } from '../domain/users';
import type { Queryable } from '../db/db';

/** Points of day 1..7 of the sign-in cycle. */
export const SIGN_IN_POINTS = [10, 10, 20, 20, 30, 30, 50] as const;

/** The streak ending yesterday or today (0 after a missed day). */
async function lastSignIn(q: Queryable, userId: number, now: number): Promise<{ signedToday: boolean; streak: number }> {
  const [row] = await q.query<{ day: string; streak: number }>('SELECT day, streak FROM sign_ins WHERE user_id = $1 ORDER BY day DESC LIMIT 1', [userId]);
  if (row?.day === dayOf(now)) return { signedToday: true, streak: row.streak };
  if (row?.day === dayOf(now - DAY_MS)) return { signedToday: false, streak: row.streak };
  return { signedToday: false, streak: 0 };
}

/** Day of the 7-day cycle (1..7) that `streak` days signed in a row reached. */
const cycleDay = (streak: number) => ((streak - 1) % SIGN_IN_POINTS.length) + 1;

const BN001: Handler<'BN001'> = async (ctx) => {
  const userId = uid(ctx);
  const { signedToday, streak } = await lastSignIn(ctx.db, userId, ctx.now());
  const done = streak === 0 ? 0 : cycleDay(streak) === SIGN_IN_POINTS.length && !signedToday ? 0 : cycleDay(streak);
  const { points } = await pointsOf(ctx.db, userId);
  return {
    signedToday: signedToday ? 'Y' : 'N',
    streak,
    points,
    days: SIGN_IN_POINTS.map((p, i) => ({ day: i + 1, points: p, signed: i < done ? 'Y' : 'N' })),
  };
};

const BN002: Handler<'BN002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const last = await lastSignIn(tx, userId, t);
    if (last.signedToday) throw new BizError('3110', '今日已签到，明天再来吧');
    const streak = last.streak + 1;
    const gained = SIGN_IN_POINTS[cycleDay(streak) - 1] ?? SIGN_IN_POINTS[0];
    await tx.query('INSERT INTO sign_ins (user_id, day, points, streak, created_at) VALUES ($1, $2, $3, $4, $5)', [userId, dayOf(t), gained, streak, t]);
    const points = await changePoints(tx, userId, gained, '每日签到奖励', t);
    return { gained, streak, points };
  });
};

export const bonusHandlers = { BN001, BN002 };
