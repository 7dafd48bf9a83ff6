import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { issueCoupon } from '../domain/coupon-issue';
import { toCoupon } from '../domain/coupons';
import { GOODS_COLUMNS, toGoodsBrief, type GoodsRow } from '../domain/goods';
import { once } from '../domain/idempotency';
import { drawOnce, drawsToday, loadLottery, statusAt, toPrize, type PrizeRow } from '../domain/lottery';
import { formatTime } from '../domain/time';
import { loadUser, uid } from '../domain/users';

const AC001: Handler<'AC001'> = async ({ req, db, userId, now }) => {
  const t = now();
  const lottery = await loadLottery(db, req.lotteryId);
  const prizes = await db.query<PrizeRow>('SELECT * FROM lottery_prizes WHERE lottery_id = $1 ORDER BY sort', [lottery.id]);
  const used = userId === null ? 0 : await drawsToday(db, userId, lottery.id, t);
  return {
    id: lottery.id, kind: lottery.kind, title: lottery.title, rules: lottery.rules,
    startTime: formatTime(lottery.start_at), endTime: formatTime(lottery.end_at), serverTime: formatTime(t),
    status: statusAt(lottery, t), dailyLimit: lottery.daily_limit, remaining: Math.max(0, lottery.daily_limit - used), costPoints: lottery.cost_points,
    ...(userId === null ? {} : { points: (await loadUser(db, userId)).points }),
    prizes: prizes.map(toPrize),
  };
};

const AC002: Handler<'AC002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return once(ctx.db, userId, 'AC002', ctx.req.idempotencyKey, (tx) => drawOnce(tx, userId, ctx.req.lotteryId, t));
};

type DrawRow = { id: number; prize_id: number; name: string; kind: PrizeRow['kind']; created_at: number };
const AC003: Handler<'AC003'> = async (ctx) => {
  const rows = await ctx.db.query<DrawRow>(
    'SELECT d.id, d.prize_id, p.name, p.kind, d.created_at FROM lottery_draws d JOIN lottery_prizes p ON p.id = d.prize_id WHERE d.user_id = $1 AND d.lottery_id = $2 ORDER BY d.id DESC LIMIT 50',
    [uid(ctx), ctx.req.lotteryId]);
  return { list: rows.map((r) => ({ id: r.id, prizeId: r.prize_id, prizeName: r.name, kind: r.kind, createTime: formatTime(r.created_at) })) };
};

type TemplateRow = { id: number; name: string; amount: number; threshold: number; stock: number; valid_days: number };
const AC004: Handler<'AC004'> = async ({ req, db, userId }) => {
  const rows = await db.query<TemplateRow & { received: boolean }>(
    'SELECT t.*, EXISTS (SELECT 1 FROM coupon_receipts r WHERE r.template_id = t.id AND r.user_id = $2) AS received FROM coupon_templates t WHERE t.batch = $1 ORDER BY t.sort',
    [req.batch, userId ?? 0]);
  return {
    list: rows.map((r) => ({
      id: r.id, name: r.name, amount: r.amount, threshold: r.threshold, validDays: r.valid_days, stockLeft: r.stock,
      status: r.received ? 'RECEIVED' as const : r.stock === 0 ? 'SOLD_OUT' as const : 'AVAILABLE' as const,
    })),
  };
};

/** Once per user and template (the receipt's primary key), while the stock lasts. */
const AC005: Handler<'AC005'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  const templateId = Number(ctx.req.templateId);
  return ctx.db.transaction(async (tx) => {
    const [template] = await tx.query<TemplateRow>('SELECT * FROM coupon_templates WHERE id = $1', [templateId]);
    if (!template) throw new BizError('3813', `优惠券 ${templateId} 不存在`);
    const [receipt] = await tx.query('SELECT 1 FROM coupon_receipts WHERE user_id = $1 AND template_id = $2', [userId, templateId]);
    if (receipt) throw new BizError('3811', '您已领取过该优惠券');
    const taken = await tx.query('UPDATE coupon_templates SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id', [templateId]);
    if (taken.length === 0) throw new BizError('3812', '优惠券已抢光');
    const coupon = await issueCoupon(tx, userId, template, t, template.valid_days);
    await tx.query('INSERT INTO coupon_receipts (user_id, template_id, coupon_id, created_at) VALUES ($1, $2, $3, $4)', [userId, templateId, coupon.id, t]);
    return { templateId, coupon: toCoupon(coupon, t) };
  });
};

const AC006: Handler<'AC006'> = async ({ req, db }) => {
  const ids = [...new Set(req.ids.split(',').filter(Boolean))];
  if (ids.length === 0) return { list: [] };
  const rows = await db.query<GoodsRow>(`SELECT ${GOODS_COLUMNS} FROM goods WHERE spu_id = ANY($1::text[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.spu_id, r]));
  return { list: ids.flatMap((id) => { const row = byId.get(id); return row ? [toGoodsBrief(row)] : []; }) };
};

export const activityHandlers = { AC001, AC002, AC003, AC004, AC005, AC006 };
