import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idCheckChar, validateIdNumber } from './id-number';

const withCheck = (first17: string) => first17 + idCheckChar(first17);
const today = new Date('2024-06-15T04:00:00Z');

describe('ID number: 18 characters, GB 11643 check digit, real birth date, adult', () => {
  it('accepts the GB 11643 sample number', () => {
    expect(validateIdNumber('11010519491231002X', today)).toEqual({ ok: true, birthDate: '1949-12-31' });
  });
  it('accepts a lower-case x check character', () => {
    expect(validateIdNumber('11010519491231002x', today).ok).toBe(true);
  });
  it('refuses a wrong check digit', () => {
    expect(validateIdNumber('110105194912310021', today)).toMatchObject({ ok: false, reason: 'checksum' });
  });
  it.each(['', '11010519491231002', 'A1010519491231002X', '110105194912310020X'])('refuses the malformed %j', (v) => {
    expect(validateIdNumber(v, today)).toMatchObject({ ok: false, reason: 'format', message: '请输入18位身份证号码' });
  });
  it('refuses an impossible birth date (February 30th)', () => {
    expect(validateIdNumber(withCheck('11010519900230002'), today)).toMatchObject({ ok: false, reason: 'birthdate' });
  });
  it('refuses a birth date in the future', () => {
    expect(validateIdNumber(withCheck('11010520300101002'), today)).toMatchObject({ ok: false, reason: 'birthdate' });
  });
  it('refuses someone under 18 as a minor with its own message', () => {
    expect(validateIdNumber(withCheck('11010520060616002'), today)).toEqual({
      ok: false,
      reason: 'minor',
      message: '未满18周岁，暂不支持申请',
    });
  });
  it('accepts someone on their 18th birthday in Asia/Shanghai even when it is still the day before in UTC', () => {
    const shanghaiMorning = new Date('2024-06-14T17:00:00Z'); // 2024-06-15 01:00 in Shanghai
    expect(validateIdNumber(withCheck('11010520060615002'), shanghaiMorning).ok).toBe(true);
  });
  it('accepts every well-formed adult number it builds itself', () => {
    const adult = fc.record({
      y: fc.integer({ min: 1930, max: 2005 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
      seq: fc.stringMatching(/^\d{3}$/),
    });
    fc.assert(
      fc.property(adult, ({ y, m, d, seq }) => {
        const body = `110105${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${seq}`;
        return validateIdNumber(withCheck(body), today).ok;
      }),
    );
  });
  it('never throws on arbitrary strings and always explains a refusal', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = validateIdNumber(s, today);
        return result.ok || result.message.length > 0;
      }),
    );
  });
});
