import { formatMoney } from '@/lib/money';

/**
 * A coupon's own terms (its face value and its threshold) are printed like a voucher's
 * denomination: yuan without a trailing .00 (500 -> '5', 250 -> '2.50', 500000 -> '5,000').
 * Money paid, held or moved always shows 2 decimals (formatMoney); see docs/screens.md, "Coupon values".
 */
export function couponYuan(cents: number): string {
  return formatMoney(cents).replace(/\.00$/, '');
}

/** A coupon's rule in Chinese: 无门槛 for threshold 0, else 满X元可用 (cents). */
export function couponRule(threshold: number): string {
  if (threshold <= 0) return '无门槛';
  return `满${couponYuan(threshold)}元可用`;
}
