import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAddressDetail, isPhone, isPostalCode } from './validators';

describe('phone: 11 digits starting with 1', () => {
  it.each(['13800138000', '19912345678'])('accepts %s', (v) => expect(isPhone(v)).toBe(true));
  it.each(['', '23800138000', '1380013800', '138001380000', '1380013800a', ' 13800138000'])('refuses %j', (v) =>
    expect(isPhone(v)).toBe(false),
  );
  it('accepts every 1 followed by 10 digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (rest) => isPhone(`1${rest}`)));
  });
  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isPhone(s) === 'boolean'));
  });
});

describe('postal code: 6 digits', () => {
  it.each(['100000', '518057'])('accepts %s', (v) => expect(isPostalCode(v)).toBe(true));
  it.each(['', '10000', '1000000', '10000a'])('refuses %j', (v) => expect(isPostalCode(v)).toBe(false));
  it('accepts exactly the 6-digit strings', () => {
    fc.assert(fc.property(fc.string(), (s) => isPostalCode(s) === /^\d{6}$/.test(s)));
  });
});

describe('address detail: at most 200 characters', () => {
  it('accepts 200 characters and refuses 201', () => {
    expect(isAddressDetail('路'.repeat(200))).toBe(true);
    expect(isAddressDetail('路'.repeat(201))).toBe(false);
  });
  it('refuses a blank detail', () => expect(isAddressDetail('   ')).toBe(false));
  it('never throws and never accepts more than 200 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => !isAddressDetail(s) || [...s].length <= 200));
  });
});
