import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { paged, type Page, type PageRequest } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import { assertChannelMove, assertOrderMove, type ChannelStatus, type OrderStatus } from './order-status';
import { newRecordId } from './record-id';
import { formatTime } from './time';

export type Order = ApiResponse<'SF206'>;
export type Scene = Order['scene'];
export type OrderKind = Order['kind'];
export type PayType = NonNullable<Order['payType']>;

/** Pay types that spend the customer's own credit (BILLPAY, CREDITSALES) or balance (MEMBERPAY). */
export const SPENDS_CREDIT_OR_BALANCE: readonly PayType[] = ['BILLPAY', 'CREDITSALES', 'MEMBERPAY'];

export interface OrderRow {
  id: string;
  user_id: number;
  scene: Scene;
  kind: OrderKind;
  ref_id: string;
  title: string;
  quantity: number;
  amount: number;
  discount: number;
  periods: number;
  status: OrderStatus;
  channel_status: ChannelStatus;
  pay_type: PayType | null;
  coupon_id: number | null;
  /** The SKU whose stock a goods order took (SF202 with skuId); null otherwise. */
  sku_id: string | null;
  address: Order['address'] | null;
  created_at: number;
}

const COLUMNS = "id, user_id, scene, extra->>'kind' AS kind, ref_id, title, quantity, amount, discount, periods, status, channel_status, pay_type, coupon_id, sku_id, address, created_at";

export function toOrder(r: OrderRow): Order {
  return {
    orderId: r.id, scene: r.scene, kind: r.kind, title: r.title, refId: r.ref_id, quantity: r.quantity, amount: r.amount, discount: r.discount,
    periods: r.periods, status: r.status, channelStatus: r.channel_status, createTime: formatTime(r.created_at),
    ...(r.pay_type ? { payType: r.pay_type } : {}),
    ...(r.address ? { address: r.address } : {}),
  };
}

export async function loadOrder(q: Queryable, userId: number, orderId: string, forUpdate = false): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [orderId, userId]);
  if (!row) throw new BizError('2502', `订单 ${orderId} 不存在`);
  return row;
}

export async function listOrders(q: Queryable, userId: number, where: { status?: string; statuses?: string[]; scenes?: string[] }, page: PageRequest): Promise<Page<Order>> {
  return paged(q, {
    columns: COLUMNS,
    from: 'orders',
    where: 'user_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text[] IS NULL OR scene = ANY($3::text[])) AND ($4::text[] IS NULL OR status = ANY($4::text[]))',
    params: [userId, where.status ?? null, where.scenes ?? null, where.statuses ?? null],
    orderBy: 'created_at DESC, id DESC',
  }, page, toOrder);
}

export interface NewOrder {
  userId: number;
  scene: Scene;
  kind: OrderKind;
  refId: string;
  title: string;
  amount: number;
  quantity?: number;
  discount?: number;
  periods?: number;
  couponId?: number | null;
  skuId?: string | null;
  address?: Order['address'] | null;
  extra?: Record<string, string | number>;
  /** Free orders (amount 0) start at PAIED, the rest at REPAY. */
  now: number;
}

export async function createOrder(q: Queryable, o: NewOrder): Promise<OrderRow> {
  const id = newRecordId('O', o.now);
  const [row] = await q.query<OrderRow>(
    `INSERT INTO orders (id, user_id, scene, ref_id, title, quantity, amount, discount, periods, status, channel_status, coupon_id, sku_id, address, extra, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'NON', $11, $12, $13::jsonb, $14::jsonb, $15, $15) RETURNING ${COLUMNS}`,
    [id, o.userId, o.scene, o.refId, o.title, o.quantity ?? 1, o.amount, o.discount ?? 0, o.periods ?? 1, o.amount === 0 ? 'PAIED' : 'REPAY',
      o.couponId ?? null, o.skuId ?? null, o.address ? JSON.stringify(o.address) : null, JSON.stringify({ ...o.extra, kind: o.kind }), o.now],
  );
  if (!row) throw new Error('order row missing after insert');
  return row;
}

/** Moves an order (and optionally its channel status) along the transition table. */
export async function moveOrder(q: Queryable, order: OrderRow, to: OrderStatus, now: number, channel?: ChannelStatus): Promise<OrderRow> {
  assertOrderMove(order.status, to);
  if (channel && channel !== order.channel_status) assertChannelMove(order.channel_status, channel);
  const next = { ...order, status: to, channel_status: channel ?? order.channel_status };
  await q.query('UPDATE orders SET status = $2, channel_status = $3, updated_at = $4 WHERE id = $1', [order.id, next.status, next.channel_status, now]);
  return next;
}

export async function moveChannel(q: Queryable, order: OrderRow, to: ChannelStatus, now: number): Promise<OrderRow> {
  assertChannelMove(order.channel_status, to);
  await q.query('UPDATE orders SET channel_status = $2, updated_at = $3 WHERE id = $1', [order.id, to, now]);
  return { ...order, channel_status: to };
}
