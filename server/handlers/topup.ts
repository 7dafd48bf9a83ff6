import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { once } from '../domain/idempotency';
import { createOrder, loadOrder, toOrder } from '../domain/orders';
import { assertNoOverdue } from '../domain/overdue';
import { uid } from '../domain/users';

type TopupRow = { id: number; name: string; face_value: number; price: number };

const TP001: Handler<'TP001'> = async ({ db }) => {
  const rows = await db.query<TopupRow>('SELECT id, name, face_value, price FROM topup_products ORDER BY face_value');
  return { list: rows.map((r) => ({ id: r.id, name: r.name, faceValue: r.face_value, price: r.price })) };
};

const TP002: Handler<'TP002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  return once(ctx.db, userId, 'TP002', ctx.req.idempotencyKey, async (tx) => {
    const [p] = await tx.query<TopupRow>('SELECT id, name, face_value, price FROM topup_products WHERE id = $1', [ctx.req.productId]);
    if (!p) throw new BizError('3301', `充值商品 ${ctx.req.productId} 不存在`);
    const order = await createOrder(tx, { userId, scene: 'SPEND_RECHARGE', kind: 'TOPUP', refId: String(p.id), title: `${p.name}（${ctx.req.phone}）`, amount: p.price, extra: { phone: ctx.req.phone }, now: t });
    return toOrder(order);
  });
};

const TP003: Handler<'TP003'> = async (ctx) => {
  const userId = uid(ctx);
  const order = await loadOrder(ctx.db, userId, ctx.req.orderId);
  if (order.kind !== 'TOPUP') throw new BizError('3302', '该订单不是话费充值订单');
  const [row] = await ctx.db.query<{ phone: string }>("SELECT extra->>'phone' AS phone FROM orders WHERE id = $1", [order.id]);
  return { order: toOrder(order), phone: row?.phone ?? '' };
};

export const topupHandlers = { TP001, TP002, TP003 };
