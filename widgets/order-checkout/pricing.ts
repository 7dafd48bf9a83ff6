import type { CheckoutCoupon } from './props.schema';

export interface Pricing {
  /** List price × quantity. */
  gross: number;
  /** Member price saving × quantity. */
  member: number;
  /** Coupon discount (the server's rule: at most the payable amount less one cent). */
  coupon: number;
  /** What the order costs. */
  total: number;
}

/** The checkout's amounts in cents, as SF202 will compute them. */
export function priceOf(unitPrice: number, unitPayPrice: number, quantity: number, coupon: CheckoutCoupon | undefined): Pricing {
  const gross = unitPrice * quantity;
  const payable = unitPayPrice * quantity;
  const off = coupon && couponFits(coupon, payable) ? Math.min(coupon.amount, payable - 1) : 0;
  return { gross, member: gross - payable, coupon: off, total: payable - off };
}

/** A coupon applies when unused and the payable amount reaches its threshold. */
export function couponFits(coupon: CheckoutCoupon, payable: number): boolean {
  return coupon.status === 'UNUSED' && coupon.threshold <= payable;
}
