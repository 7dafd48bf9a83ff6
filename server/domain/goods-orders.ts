import type { Queryable } from '../db/db';
import type { OrderRow } from './orders';

/**
 * Stock and units sold of goods orders. SF202 takes the stock (of the SKU ordered and of the goods
 * item) when the order is placed; an order that ends unpaid (cancelled, SF207) gives it back; units
 * sold (`goods.sales`, GD002's 销量) count only paid orders, when the payment completes. A refunded
 * order gives both back, as its refund completes.
 */

type GoodsLine = Pick<OrderRow, 'kind' | 'ref_id' | 'sku_id' | 'quantity'>;

/** Gives a goods order's stock back: to its SKU (when it ordered one) and to the goods item. */
export async function returnStock(q: Queryable, order: GoodsLine): Promise<void> {
  if (order.kind !== 'GOODS') return;
  if (order.sku_id) await q.query('UPDATE goods_skus SET stock = stock + $2 WHERE sku_id = $1', [order.sku_id, order.quantity]);
  await q.query('UPDATE goods SET stock = stock + $2 WHERE spu_id = $1', [order.ref_id, order.quantity]);
}

/** Counts a goods order's units as sold; called once, when its payment completes (server/domain/fulfil.ts). */
export async function countSales(q: Queryable, order: Pick<OrderRow, 'kind' | 'ref_id' | 'quantity'>): Promise<void> {
  if (order.kind !== 'GOODS') return;
  await q.query('UPDATE goods SET sales = sales + $2 WHERE spu_id = $1', [order.ref_id, order.quantity]);
}

/**
 * Takes back a refunded goods order: its stock returns to the SKU and the goods item, and its units
 * leave the units sold. Called once, in the refund's transaction, by the move that only a paid order
 * makes once (server/domain/refund.ts).
 */
export async function takeBackSale(q: Queryable, order: GoodsLine): Promise<void> {
  if (order.kind !== 'GOODS') return;
  await returnStock(q, order);
  // Never below 0 (the column's CHECK): seeded units sold were not all counted by orders.
  await q.query('UPDATE goods SET sales = GREATEST(sales - $2, 0) WHERE spu_id = $1', [order.ref_id, order.quantity]);
}
