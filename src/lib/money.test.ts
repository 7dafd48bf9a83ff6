import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatPrice, formatSubmitPrice, parseYuanToCents, splitCents } from './money';

describe('money is integer cents shown with 2 decimals and thousands separators', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456789, '1,234,567.89'],
    [-1050, '-10.50'],
  ])('%i cents -> %s', (cents, text) => expect(formatMoney(cents)).toBe(text));
  it('shows -- for NaN', () => expect(formatMoney(Number.NaN)).toBe('--'));
  it('splits cents for the submit bar', () => {
    expect(splitCents(100050)).toEqual({ sign: '', integer: '1,000', decimal: '50' });
    expect(formatSubmitPrice(100050)).toBe('¥1,000.50');
  });
});

describe('prices of 10000 yuan or more are shown in 万 with exact arithmetic', () => {
  it.each([
    [999_999, '9,999.99'],
    [1_000_000, '1.00万'],
    [1_234_567, '1.23万'],
    [1_235_000, '1.24万'],
    [123_456_789_000, '123,456.79万'],
  ])('%i cents -> %s', (cents, text) => expect(formatPrice(cents)).toBe(text));
  it('keeps every digit exact for large amounts (compact notation would round to 2 significant digits)', () => {
    expect(formatPrice(987_654_321_00)).toBe('98,765.43万');
  });
});

describe('formatters are total', () => {
  it('formatMoney round-trips through parseYuanToCents for every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => parseYuanToCents(formatMoney(cents)) === cents),
    );
  });
  it('never throws on arbitrary numbers', () => {
    fc.assert(fc.property(fc.double(), (n) => typeof formatPrice(n) === 'string' && typeof formatMoney(n) === 'string'));
  });
  it('parseYuanToCents never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const cents = parseYuanToCents(s);
      return cents === undefined || Number.isSafeInteger(cents);
    }));
  });
  it('parses what a user types', () => {
    expect(parseYuanToCents('1,234.5')).toBe(123450);
    expect(parseYuanToCents('12.345')).toBeUndefined();
    expect(parseYuanToCents('abc')).toBeUndefined();
  });
});
