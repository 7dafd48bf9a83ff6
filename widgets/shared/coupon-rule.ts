import { formatMoney } from '@/lib/money';

/** A coupon's rule in Chinese: 无门槛 for threshold 0, else 满X元可用 (cents). */
export function couponRule(threshold: number): string {
  if (threshold <= 0) return '无门槛';
  const yuan = formatMoney(threshold).replace(/\.00$/, '');
  return `满${yuan}元可用`;
}
