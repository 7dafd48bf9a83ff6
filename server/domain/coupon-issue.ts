import type { Queryable } from '../db/db';
import type { CouponRow } from './coupons';
import { DAY_MS } from './time';

/** Days a coupon won or received on an activity stays valid, unless its template says otherwise. */
export const EXCHANGED_COUPON_DAYS_DEFAULT = 30;

/** Puts an UNUSED coupon into the user's 我的优惠券; returns its row. */
export async function issueCoupon(q: Queryable, userId: number, coupon: { name: string; amount: number; threshold: number }, now: number, validDays: number): Promise<CouponRow> {
  const [row] = await q.query<CouponRow>(
    "INSERT INTO coupons (user_id, name, amount, threshold, status, expire_at) VALUES ($1, $2, $3, $4, 'UNUSED', $5) RETURNING id, name, amount, threshold, status, expire_at",
    [userId, coupon.name, coupon.amount, coupon.threshold, now + validDays * DAY_MS]);
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}
