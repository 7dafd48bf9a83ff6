import { describe, expect, it } from 'vitest';
import { ageOn, checkDigit, parseIdNo } from './id-card';

describe('GB 11643 ID numbers', () => {
  it('computes the check character', () => {
    expect(checkDigit('11010519491231002')).toBe('X');
    expect(parseIdNo('11010519491231002X')).toEqual({ birthDate: '1949-12-31', gender: '女' });
    expect(parseIdNo('110105194912310021')).toBeNull();
  });
  it('rejects impossible dates and bad formats', () => {
    const first = '11010519990231001';
    expect(parseIdNo(`${first}${checkDigit(first)}`)).toBeNull();
    expect(parseIdNo('1234')).toBeNull();
  });
  it('counts age on the Asia/Shanghai day', () => {
    const justBefore = Date.parse('2026-03-06T15:59:59Z');
    const birthday = Date.parse('2026-03-06T16:00:00Z');
    expect(ageOn('2008-03-07', justBefore)).toBe(17);
    expect(ageOn('2008-03-07', birthday)).toBe(18);
  });
});
