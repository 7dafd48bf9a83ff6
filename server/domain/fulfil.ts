import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { countSales } from './goods-orders';
import { changeBalance, changePoints } from './ledger';
import type { OrderRow } from './orders';
import { moveChannel, moveOrder } from './orders';
import { cardPurchase } from '../../schemas/member-cards';
import { DAY_MS } from './time';

/** Points earned per yuan paid for goods. */
export const POINTS_PER_YUAN = 1;

/**
 * Grants a paid card by the rule of schemas/member-cards.ts: paid days are never lost. The card in
 * force or a higher one adds its days after the current expiry (a higher one takes its place); a
 * lower one (MB002 refuses it, but an order placed before a higher card was bought may still be
 * paid) adds its days after the expiry and leaves the higher card in force. What the order
 * changed is kept in its `extra` so a refund (refund.ts) takes back exactly that.
 */
async function grantCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const cards = await q.query<{ card_type: string; days: number; sort: number }>('SELECT card_type, days, sort FROM member_cards');
  const card = cards.find((c) => c.card_type === order.ref_id);
  const [user] = await q.query<{ member_card_type: string; member_expire_at: number | null }>('SELECT member_card_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE', [order.user_id]);
  const inForce = user && user.member_card_type !== 'NONE' && (user.member_expire_at ?? 0) > now ? cards.find((c) => c.card_type === user.member_card_type) : undefined;
  const plan = cardPurchase(inForce && { cardType: inForce.card_type, sort: inForce.sort }, { cardType: order.ref_id, sort: card?.sort ?? Number.MAX_SAFE_INTEGER });
  const from = inForce ? (user?.member_expire_at ?? now) : now;
  const cardType = plan === 'LOWER' ? (inForce?.card_type ?? order.ref_id) : order.ref_id;
  const days = card?.days ?? 0;
  await q.query('UPDATE users SET member_card_type = $2, member_expire_at = $3 WHERE id = $1', [order.user_id, cardType, from + days * DAY_MS]);
  const granted = { grantDays: days, grantPrevCard: inForce?.card_type ?? 'NONE' };
  await q.query('UPDATE orders SET extra = extra || $2::jsonb WHERE id = $1', [order.id, JSON.stringify(granted)]);
}

/** Equities with a card kind deliver a gift card whose secret the user extracts at /my/cardpwd (CP002). */
async function deliverGiftCard(q: Queryable, order: OrderRow, now: number): Promise<void> {
  const [equity] = await q.query<{ card_kind: string | null; face_value: number | null }>('SELECT card_kind, face_value FROM equities WHERE id = $1', [Number(order.ref_id)]);
  if (!equity?.card_kind || equity.face_value === null) return;
  // The card's face value is the equity's (京东E卡 50 元: 5000), not the price paid for it.
  await q.query(
    'INSERT INTO card_secrets (user_id, card_kind, name, card_no, secret, face_value, order_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [order.user_id, equity.card_kind, order.title, `${equity.card_kind}${order.id.slice(-10)}`, `${randomBytes(8).toString('hex').toUpperCase().replace(/(.{4})(?=.)/g, '$1-')}`, equity.face_value, order.id, now],
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
