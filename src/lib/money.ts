/**
 * Money helpers. Every amount is an integer number of cents (分); the display functions take
 * cents and never use floating-point division, so 1234567 cents is always '12,345.67'.
 * Non-integer or unsafe inputs are rounded to the nearest safe integer; NaN and ±Infinity show as '--'.
 */

/** Shown instead of an amount that is not a number. */
export const NO_AMOUNT = '--';

/** Prices of this many cents (10000 yuan) or more are shown in 万. */
export const WAN_THRESHOLD_CENTS = 1_000_000;

const grouping = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0, useGrouping: true });

function toCents(cents: number): bigint | undefined {
  if (!Number.isFinite(cents)) return undefined;
  return BigInt(Math.round(cents));
}

function withSeparators(whole: bigint): string {
  return grouping.format(whole);
}

/** Integer and two-digit decimal parts of a non-negative amount, for the submit bar's big/small digits. */
export function splitCents(cents: number): { sign: '' | '-'; integer: string; decimal: string } | undefined {
  const value = toCents(cents);
  if (value === undefined) return undefined;
  const abs = value < 0n ? -value : value;
  return {
    sign: value < 0n ? '-' : '',
    integer: withSeparators(abs / 100n),
    decimal: String(abs % 100n).padStart(2, '0'),
  };
}

/** Cents -> '12,345.67' (2 decimals, zh-CN thousands separators). */
export function formatMoney(cents: number): string {
  const parts = splitCents(cents);
  return parts ? `${parts.sign}${parts.integer}.${parts.decimal}` : NO_AMOUNT;
}

/**
 * Cents -> a price label: below 10000 yuan as formatMoney, from 10000 yuan on in 万 with two
 * decimals rounded half up (1,234,567 cents = 12,345.67 yuan -> '1.23万').
 */
export function formatPrice(cents: number): string {
  const value = toCents(cents);
  if (value === undefined) return NO_AMOUNT;
  const abs = value < 0n ? -value : value;
  if (abs < BigInt(WAN_THRESHOLD_CENTS)) return formatMoney(cents);
  const hundredthsOfWan = (abs + 5_000n) / 10_000n;
  const sign = value < 0n ? '-' : '';
  return `${sign}${withSeparators(hundredthsOfWan / 100n)}.${String(hundredthsOfWan % 100n).padStart(2, '0')}万`;
}

/** Submit-bar text: currency (default ¥) plus the formatted cents, e.g. '¥1,000.00'. */
export function formatSubmitPrice(cents: number, currency = '¥'): string {
  const text = formatMoney(cents);
  return text === NO_AMOUNT ? text : `${currency}${text}`;
}

/** Parses a yuan string typed by a user ('1,234.5') into integer cents; undefined when it is not an amount. */
export function parseYuanToCents(text: string): number | undefined {
  const match = /^\s*(-?)(\d{1,13}(?:,\d{3})*|\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = Number((match[2] ?? '').replaceAll(',', ''));
  const cents = whole * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}
