import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { toCoupon, type CouponRow } from '../domain/coupons';
import { once } from '../domain/idempotency';
import { pointsOf, spendPoints } from '../domain/points';
import { DAY_MS, formatTime } from '../domain/time';
import { uid } from '../domain/users';

export const EXCHANGED_COUPON_DAYS = 30;

const PT001: Handler<'PT001'> = async (ctx) => pointsOf(ctx.db, uid(ctx));

type PointRecordRow = { id: number; change: number; reason: string; created_at: number };
const PT002: Handler<'PT002'> = async (ctx) =>
  paged(ctx.db, {
    columns: 'id, change, reason, created_at',
    from: 'point_records',
    where: 'user_id = $1',
    params: [uid(ctx)],
    orderBy: 'id DESC',
  }, ctx.req, (r: PointRecordRow) => ({ id: r.id, change: r.change, reason: r.reason, createTime: formatTime(r.created_at) }));

type ItemRow = { id: number; name: string; image: string; points: number; coupon_amount: number; coupon_threshold: number };

const PT003: Handler<'PT003'> = async ({ db }) => {
  const rows = await db.query<ItemRow>('SELECT * FROM exchange_items ORDER BY points');
  return { list: rows.map((r) => ({ id: r.id, name: r.name, image: r.image, points: r.points, couponAmount: r.coupon_amount, couponThreshold: r.coupon_threshold })) };
};

const PT004: Handler<'PT004'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return once(ctx.db, userId, 'PT004', ctx.req.idempotencyKey, async (tx) => {
    const [item] = await tx.query<ItemRow>('SELECT * FROM exchange_items WHERE id = $1', [ctx.req.itemId]);
    if (!item) throw new BizError('3101', `兑换商品 ${ctx.req.itemId} 不存在`);
    const points = await spendPoints(tx, userId, item.points, `积分兑换：${item.name}`, t);
    const [coupon] = await tx.query<CouponRow>(
      "INSERT INTO coupons (user_id, name, amount, threshold, status, expire_at) VALUES ($1, $2, $3, $4, 'UNUSED', $5) RETURNING id, name, amount, threshold, status, expire_at",
      [userId, item.name, item.coupon_amount, item.coupon_threshold, t + EXCHANGED_COUPON_DAYS * DAY_MS]);
    if (!coupon) throw new Error('coupon insert returned nothing');
    return { points, coupon: toCoupon(coupon, t) };
  });
};

const CU001: Handler<'CU001'> = async (ctx) => {
  const t = ctx.now();
  const rows = await ctx.db.query<CouponRow>('SELECT id, name, amount, threshold, status, expire_at FROM coupons WHERE user_id = $1 ORDER BY expire_at, id', [uid(ctx)]);
  const list = rows.map((r) => toCoupon(r, t));
  return { list: ctx.req.status ? list.filter((c) => c.status === ctx.req.status) : list };
};

export const pointHandlers = { PT001, PT002, PT003, PT004, CU001 };
