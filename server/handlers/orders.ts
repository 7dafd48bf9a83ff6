import { randomBytes } from 'node:crypto';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import type { Queryable } from '../db/db';
import { GOODS_COLUMNS, SKU_COLUMNS, specText, type GoodsRow, type SkuRow } from '../domain/goods';
import { returnStock } from '../domain/goods-orders';
import { once } from '../domain/idempotency';
import { installmentPlan, periodsAllowed } from '../domain/ledger';
import { createOrder, listOrders, loadOrder, moveOrder, toOrder } from '../domain/orders';
import { assertNoOverdue } from '../domain/overdue';
import { assertNoFrozenPoints } from '../domain/points';
import { findProduct } from '../domain/products';
import { activeCard, loadUser, uid } from '../domain/users';

const SF201: Handler<'SF201'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  const { amount, periods } = ctx.req;
  const product = await findProduct(ctx.db, ctx.req.productId);
  if (product.type !== 'FORM' && product.type !== 'JOIN_WHOLE') throw new BizError('2202', `产品 ${product.name} 不支持分期申请`);
  const user = await loadUser(ctx.db, userId);
  if (product.is_credit === 'Y' && user.flow !== 'FINISH') throw new BizError('2204', '该产品需要先完成授信');
  if (amount < product.min_amount || amount > product.max_amount) {
    throw new BizError('2203', `分期金额 amount 应在 ${product.min_amount / 100} 至 ${product.max_amount / 100} 元之间`);
  }
  if (!product.periods.includes(periods as 1 | 3 | 6 | 12 | 24)) throw new BizError('2205', `该产品不支持 ${periods} 期`);
  const preOrderId = `R${randomBytes(6).toString('hex').toUpperCase()}`;
  await ctx.db.query('INSERT INTO pre_orders (id, user_id, product_id, amount, periods, purpose, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    preOrderId, userId, product.product_id, amount, periods, ctx.req.purpose ?? 'DAILY', t,
  ]);
  const schedule = installmentPlan(amount, periods, t);
  const first = schedule[0];
  return {
    preOrderId, productId: product.product_id, amount, periods,
    monthlyPayment: first ? first.principal + first.fee : 0,
    totalFee: schedule.reduce((sum, l) => sum + l.fee, 0),
    schedule,
  };
};

/** Takes `quantity` from a SKU's stock (the goods' own stock is taken by the caller); throws when it is not this goods' SKU or too few are left. */
async function reserveSku(tx: Queryable, goods: GoodsRow, skuId: string, quantity: number): Promise<SkuRow> {
  const [sku] = await tx.query<SkuRow>(
    `UPDATE goods_skus SET stock = stock - $3 WHERE sku_id = $1 AND spu_id = $2 AND stock >= $3 RETURNING ${SKU_COLUMNS}`, [skuId, goods.spu_id, quantity]);
  if (sku) return sku;
  const [exists] = await tx.query<SkuRow>(`SELECT ${SKU_COLUMNS} FROM goods_skus WHERE sku_id = $1 AND spu_id = $2`, [skuId, goods.spu_id]);
  if (!exists) throw new BizError('2805', `商品规格 ${skuId} 不存在`);
  throw new BizError('2803', `${goods.name}（${specText(exists)}）库存不足`);
}

/**
 * SF202 again with the key of an order already placed but other fields (the app keeps the key of a
 * call whose answer was lost, also when the customer then changes the address or coupon).
 */
const ORDER_PLACED_BEFORE = '您刚才提交的订单已生成，请到「我的订单」查看并支付；如需修改收货地址或优惠券，请先取消该订单再重新下单';

const SF202: Handler<'SF202'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  await assertNoFrozenPoints(ctx.db, userId);
  const { spuId, skuId, quantity, addressId, couponId } = ctx.req;
  return once(ctx.db, userId, 'SF202', ctx.req.idempotencyKey, async (tx) => {
    const [goods] = await tx.query<GoodsRow>(`SELECT ${GOODS_COLUMNS} FROM goods WHERE spu_id = $1 FOR UPDATE`, [spuId]);
    if (!goods) throw new BizError('2801', `商品 ${spuId} 不存在`);
    if (quantity > goods.purchase_limit) throw new BizError('2806', `${goods.name} 每单限购${goods.purchase_limit}件`);
    const sku = skuId === undefined ? undefined : await reserveSku(tx, goods, skuId, quantity);
    const [address] = await tx.query<{ name: string; tel: string; province: string; city: string; county: string; address_detail: string }>(
      'SELECT name, tel, province, city, county, address_detail FROM addresses WHERE id = $1 AND user_id = $2', [addressId, userId]);
    if (!address) throw new BizError('2802', '收货地址不存在');
    // Units sold are counted when the order is paid (countSales), not here.
    const stocked = await tx.query('UPDATE goods SET stock = stock - $2 WHERE spu_id = $1 AND stock >= $2 RETURNING stock', [spuId, quantity]);
    if (!stocked.length) throw new BizError('2803', `${goods.name} 库存不足`);
    const user = await loadUser(tx, userId);
    const priced = sku ?? goods;
    const unit = activeCard(user, t) !== 'NONE' ? priced.member_price : priced.price;
    const gross = unit * quantity;
    let discount = 0;
    if (couponId) {
      const [coupon] = await tx.query<{ amount: number }>(
        "UPDATE coupons SET status = 'USED' WHERE id = $1 AND user_id = $2 AND status = 'UNUSED' AND expire_at > $3 AND threshold <= $4 RETURNING amount",
        [couponId, userId, t, gross]);
      if (!coupon) throw new BizError('2804', '优惠券不可用（已使用、已过期或未达使用门槛）');
      discount = Math.min(coupon.amount, gross - 1);
    }
    // The periods chosen at the checkout, so the cashier opened later (去支付) offers them again; one under 1000 yuan.
    const amount = gross - discount;
    const periods = ctx.req.periods !== undefined && periodsAllowed(amount, ctx.req.periods) ? ctx.req.periods : 1;
    const order = await createOrder(tx, {
      userId, scene: 'GOODS_ORDER', kind: 'GOODS', refId: spuId, title: sku ? `${goods.name}（${specText(sku)}）` : goods.name, amount, quantity, discount, periods, couponId: couponId ?? null, skuId: sku?.sku_id ?? null,
      address: { name: address.name, tel: address.tel, detail: `${address.province}${address.city}${address.county}${address.address_detail}` }, now: t,
    });
    return toOrder(order);
  }, { fields: { spuId, skuId, quantity, addressId, couponId }, code: '2807', message: ORDER_PLACED_BEFORE });
};

const SF203: Handler<'SF203'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  await assertNoFrozenPoints(ctx.db, userId);
  return once(ctx.db, userId, 'SF203', ctx.req.idempotencyKey, async (tx) => {
    const [pre] = await tx.query<{ product_id: string; amount: number; periods: number }>('SELECT product_id, amount, periods FROM pre_orders WHERE id = $1 AND user_id = $2', [ctx.req.preOrderId, userId]);
    if (!pre) throw new BizError('2206', '预订单不存在或已失效');
    const product = await findProduct(tx, pre.product_id);
    const order = await createOrder(tx, { userId, scene: 'GOODS_ORDER', kind: 'PRODUCT', refId: product.product_id, title: product.name, amount: pre.amount, periods: pre.periods, now: t });
    await tx.query('DELETE FROM pre_orders WHERE id = $1', [ctx.req.preOrderId]);
    return toOrder(order);
  });
};

const JOINABLE = ['JOIN', 'JOIN_ONLY', 'JOIN_WHOLE', 'H5'];
const SF204: Handler<'SF204'> = async (ctx) => {
  const userId = uid(ctx);
  const product = await findProduct(ctx.db, ctx.req.id);
  if (!JOINABLE.includes(product.type)) throw new BizError('2207', `产品 ${product.name} 不支持注册`);
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const existing = await tx.query("SELECT id FROM orders WHERE user_id = $1 AND ref_id = $2 AND extra->>'kind' = 'JOIN'", [userId, product.product_id]);
    if (existing.length) return { code: 2 as const, link: '' };
    const t = ctx.now();
    const order = await createOrder(tx, { userId, scene: 'GOODS_ORDER', kind: 'JOIN', refId: product.product_id, title: product.name, amount: 0, now: t });
    await moveOrder(tx, order, 'FINISH', t);
    return { code: 1 as const, link: product.link };
  });
};

const SF205: Handler<'SF205'> = async (ctx) =>
  listOrders(ctx.db, uid(ctx), { status: ctx.req.status, statuses: ctx.req.statuses, scenes: ctx.req.scene ? [ctx.req.scene] : undefined }, ctx.req);

const SF206: Handler<'SF206'> = async (ctx) => toOrder(await loadOrder(ctx.db, uid(ctx), ctx.req.orderId));

const SF207: Handler<'SF207'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, userId, ctx.req.orderId, true);
    const cancelled = await moveOrder(tx, order, 'FAILED', ctx.now());
    await returnStock(tx, order);
    if (order.coupon_id) await tx.query("UPDATE coupons SET status = 'UNUSED' WHERE id = $1 AND user_id = $2", [order.coupon_id, userId]);
    return toOrder(cancelled);
  });
};

export const orderHandlers = { SF201, SF202, SF203, SF204, SF205, SF206, SF207 };
