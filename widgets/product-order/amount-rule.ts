import { MIN_INSTALLMENT_CENTS } from '@/lib/installment';
import { formatMoney, parseYuanToCents } from '@/lib/money';

const yuan = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** Checks a typed yuan amount against the minimum installment and the product's range: cents, or a Chinese message. */
export function checkAmount(text: string, product: { minAmount: number; maxAmount: number }): { cents: number } | { error: string } {
  if (text.trim() === '') return { error: '请输入分期金额' };
  const cents = parseYuanToCents(text);
  // Not an amount at all; 0 is an amount, below the minimum like any other small one.
  if (cents === undefined || cents < 0) return { error: '请输入正确的金额（最多两位小数）' };
  const min = Math.max(MIN_INSTALLMENT_CENTS, product.minAmount);
  if (cents < min) return { error: min === MIN_INSTALLMENT_CENTS ? '分期金额最低1000元' : `分期金额最低${yuan(min)}元` };
  if (product.maxAmount > 0 && cents > product.maxAmount) return { error: `分期金额最高${yuan(product.maxAmount)}元` };
  return { cents };
}
