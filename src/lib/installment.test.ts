import { describe, expect, it } from 'vitest';
import { installmentPreview, periodsAllowed } from './installment';

describe('installmentPreview', () => {
  it('one period is the amount itself, without a fee', () => {
    expect(installmentPreview(299900, 1)).toEqual({ periods: 1, firstPayment: 299900, monthlyPayment: 299900, fee: 0, total: 299900 });
  });

  it('splits the principal equally with the remainder in the first month, plus 0.6 % fee per month', () => {
    // 2999.00 yuan over 12: principal 249.91 (first 249.99), fee 17.99 a month.
    expect(installmentPreview(299900, 12)).toEqual({ periods: 12, firstPayment: 24999 + 1799, monthlyPayment: 24991 + 1799, fee: 1799, total: 299900 + 12 * 1799 });
  });

  it('the payments add up to the total', () => {
    for (const periods of [3, 6, 12, 24]) {
      const p = installmentPreview(123457, periods);
      expect(p.firstPayment + p.monthlyPayment * (periods - 1)).toBe(p.total);
    }
  });
});

describe('periodsAllowed', () => {
  it('allows more than one period from 1000 yuan on only', () => {
    expect(periodsAllowed(99999, 1)).toBe(true);
    expect(periodsAllowed(99999, 3)).toBe(false);
    expect(periodsAllowed(100000, 3)).toBe(true);
  });
});
