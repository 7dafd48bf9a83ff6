import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { countSales } from './goods-orders';
import { changeBalance, changePoints } from './ledger';
import type { OrderRow } from './orders';
import { moveChannel, moveOrder } from './orders';
import { DAY_MS } from './time';

/** Points earned per yuan paid for goods. */
export const POINTS_PER_YUAN = 1;

async function grantCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const [card] = await q.query<{ days: number }>('SELECT days FROM member_cards WHERE card_type = $1', [order.ref_id]);
  const [user] = await q.query<{ member_card_type: string; member_expire_at: number | null }>('SELECT member_card_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE', [order.user_id]);
  const sameActive = user?.member_card_type === order.ref_id && (user.member_expire_at ?? 0) > now;
  const from = sameActive ? (user?.member_expire_at ?? now) : now;
  await q.query('UPDATE users SET member_card_type = $2, member_expire_at = $3 WHERE id = $1', [order.user_id, order.ref_id, from + (card?.days ?? 0) * DAY_MS]);
}

/** Equities with a card kind deliver a gift card whose secret the user extracts at /my/cardpwd (CP002). */
async function deliverGiftCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const [equity] = await q.query<{ card_kind: string | null }>('SELECT card_kind FROM equities WHERE id = $1', [Number(order.ref_id)]);
  if (!equity?.card_kind) return;
  await q.query(
    'INSERT INTO card_secrets (user_id, card_kind, name, card_no, secret, face_value, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [order.user_id, equity.card_kind, order.title, `${equity.card_kind}${order.id.slice(-10)}`, `${randomBytes(8).toString('hex').toUpperCase().replace(/(.{4})(?=.)/g, '$1-')}`, order.amount, now],
  );
}

/** Delivers a paid order (the demo's providers answer at once): PAIED -> FINISH with channel NON -> PROCESSING -> FINISH. */
export async function fulfil(q: Queryable, paid: OrderRow, now: number): Promise<OrderRow> {
  switch (paid.kind) {
    case 'VIP':
      await grantCard(q, paid, now);
      break;
    case 'BALANCE':
      await changeBalance(q, paid.user_id, paid.amount, 'RECHARGE', '余额充值', now);
      break;
    case 'GOODS':
      await countSales(q, paid);
      if (paid.amount >= 100) await changePoints(q, paid.user_id, Math.floor(paid.amount / 100) * POINTS_PER_YUAN, `购物返积分：${paid.title}`, now);
      break;
    case 'EQUITY':
      await deliverGiftCard(q, paid, now);
      break;
    default:
      break;
  }
  const processing = await moveChannel(q, paid, 'PROCESSING', now);
  return moveOrder(q, processing, 'FINISH', now, 'FINISH');
}
