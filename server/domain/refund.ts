import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { takeBackSale } from './goods-orders';
import { changeBalance, releaseCredit } from './ledger';
import { moveOrder, type OrderRow } from './orders';
import { DAY_MS } from './time';

export const RETRIEVED_CARD_MESSAGE = '卡密已提取，无法退款';

/**
 * A gift card the order delivered: refused (2908) once its secret was retrieved (CP002), since the
 * code may already be spent; otherwise voided, so it leaves /my/cardpwd and can no longer be retrieved.
 */
async function voidGiftCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const cards = await q.query<{ id: number; retrieved: boolean }>('SELECT id, retrieved FROM card_secrets WHERE order_id = $1 AND voided_at IS NULL FOR UPDATE', [order.id]);
  if (cards.some((c) => c.retrieved)) throw new BizError('2908', RETRIEVED_CARD_MESSAGE);
  if (cards.length) await q.query('UPDATE card_secrets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL', [order.id, now]);
}

/**
 * Takes back what a membership order granted (fulfil.ts records it in the order's extra): its days
 * come off the expiry, an upgrade goes back to the card it replaced, and a membership left with no
 * days ends. Orders granted before that record existed end the card, as they always did.
 */
async function takeBackCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const [granted] = await q.query<{ days: string | null; prev: string | null }>("SELECT extra->>'grantDays' AS days, extra->>'grantPrevCard' AS prev FROM orders WHERE id = $1", [order.id]);
  if (granted?.days == null) {
    await q.query("UPDATE users SET member_card_type = 'NONE', member_expire_at = NULL WHERE id = $1 AND member_card_type = $2", [order.user_id, order.ref_id]);
    return;
  }
  const [user] = await q.query<{ member_card_type: string; member_expire_at: number | null }>('SELECT member_card_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE', [order.user_id]);
  if (!user || user.member_card_type === 'NONE' || user.member_expire_at === null) return;
  const expireAt = user.member_expire_at - Number(granted.days) * DAY_MS;
  const prev = granted.prev ?? 'NONE';
  const cardType = user.member_card_type === order.ref_id && prev !== 'NONE' ? prev : user.member_card_type;
  if (expireAt <= now) await q.query("UPDATE users SET member_card_type = 'NONE', member_expire_at = NULL WHERE id = $1", [order.user_id]);
  else await q.query('UPDATE users SET member_card_type = $2, member_expire_at = $3 WHERE id = $1', [order.user_id, cardType, expireAt]);
}

/**
 * FINISH -> REFUND_VERIFY -> REFUND (the demo approves at once), in the caller's transaction with the
 * order locked: money goes back the way it came, a returned card ends, a goods order's stock and units
 * sold are given back. The first move is refused (2501) for an order already refunded or under refund,
 * so nothing is given back twice.
 */
export async function refundOrder(q: Queryable, order: OrderRow, now: number): Promise<OrderRow> {
  if (order.kind === 'EQUITY') await voidGiftCard(q, order, now);
  const verifying = await moveOrder(q, order, 'REFUND_VERIFY', now);
  await takeBackSale(q, order);
  const remark = `退款：${order.title}（订单 ${order.id}）`;
  if (order.pay_type === 'MEMBERPAY') await changeBalance(q, order.user_id, order.amount, 'REFUND', remark, now);
  if (order.pay_type === 'BILLPAY' || order.pay_type === 'CREDITSALES') {
    const bills = await q.query<{ principal: number; paid: number }>("DELETE FROM bills WHERE order_id = $1 AND status = 'UNPAID' RETURNING principal, paid", [order.id]);
    const open = bills.reduce((sum, b) => sum + b.principal, 0);
    if (open > 0) await releaseCredit(q, order.user_id, open, 'RELEASE', remark, now);
    const repaid = order.amount - open;
    if (repaid > 0) await changeBalance(q, order.user_id, repaid, 'REFUND', remark, now);
  }
  if (order.kind === 'VIP') await takeBackCard(q, order, now);
  return moveOrder(q, verifying, 'REFUND', now);
}
