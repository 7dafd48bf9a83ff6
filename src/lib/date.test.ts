import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, isRealDay } from './date';

describe('dates are yyyy-MM-dd in Asia/Shanghai', () => {
  it('uses the Shanghai day, not the UTC day', () => {
    expect(formatDate(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
  });
  it('returns an empty string for an invalid date', () => expect(formatDate(Number.NaN)).toBe(''));
  it('always yields a yyyy-MM-dd string for valid instants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => /^\d{4}-\d{2}-\d{2}$/.test(formatDate(ms))),
    );
  });
  it('knows leap days', () => {
    expect(isRealDay({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealDay({ year: 1900, month: 2, day: 29 })).toBe(false);
  });
});
