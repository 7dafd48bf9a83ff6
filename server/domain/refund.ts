import type { Queryable } from '../db/db';
import { changeBalance, releaseCredit } from './ledger';
import { moveOrder, type OrderRow } from './orders';

/** FINISH -> REFUND_VERIFY -> REFUND (the demo approves at once): money goes back the way it came, a returned card ends. */
export async function refundOrder(q: Queryable, order: OrderRow, now: number): Promise<OrderRow> {
  const verifying = await moveOrder(q, order, 'REFUND_VERIFY', now);
  const remark = `退款：${order.title}（订单 ${order.id}）`;
  if (order.pay_type === 'MEMBERPAY') await changeBalance(q, order.user_id, order.amount, 'REFUND', remark, now);
  if (order.pay_type === 'BILLPAY' || order.pay_type === 'CREDITSALES') {
    const bills = await q.query<{ principal: number; paid: number }>("DELETE FROM bills WHERE order_id = $1 AND status = 'UNPAID' RETURNING principal, paid", [order.id]);
    const open = bills.reduce((sum, b) => sum + b.principal, 0);
    if (open > 0) await releaseCredit(q, order.user_id, open, 'RELEASE', remark, now);
    const repaid = order.amount - open;
    if (repaid > 0) await changeBalance(q, order.user_id, repaid, 'REFUND', remark, now);
  }
  if (order.kind === 'VIP') {
    await q.query("UPDATE users SET member_card_type = 'NONE', member_expire_at = NULL WHERE id = $1 AND member_card_type = $2", [order.user_id, order.ref_id]);
  }
  return moveOrder(q, verifying, 'REFUND', now);
}
