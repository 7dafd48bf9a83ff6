import type { ApiResponse } from '../../schemas/api/contract.gen';
import { formatTime } from './time';

export type Coupon = ApiResponse<'PT004'>['coupon'];
export interface CouponRow {
  id: number;
  name: string;
  amount: number;
  threshold: number;
  status: Coupon['status'];
  expire_at: number;
}

export function toCoupon(r: CouponRow, now: number): Coupon {
  return {
    id: r.id, name: r.name, amount: r.amount, threshold: r.threshold,
    status: r.status === 'UNUSED' && r.expire_at <= now ? 'EXPIRED' : r.status, expireTime: formatTime(r.expire_at),
  };
}
