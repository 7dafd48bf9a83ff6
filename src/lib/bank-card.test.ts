import { describe, expect, it } from 'vitest';
import { bankOf, cardDigits, groupCardNo, isCardNo, luhnOk } from './bank-card';

describe('bank card numbers', () => {
  it('luhn accepts a valid number and refuses one changed digit', () => {
    expect(luhnOk('6225888888888884')).toBe(true);
    expect(luhnOk('6222020200000000006')).toBe(true);
    expect(luhnOk('6222020200000000007')).toBe(false);
    expect(luhnOk('62220a')).toBe(false);
  });
  it('isCardNo wants 15-19 digits that pass luhn', () => {
    expect(isCardNo('6222020200000000006')).toBe(true);
    expect(isCardNo('4')).toBe(false);
  });
  it('groups by four and keeps digits only, at most 19', () => {
    expect(groupCardNo('6222020200000000006')).toBe('6222 0202 0000 0000 006');
    expect(groupCardNo('6222')).toBe('6222');
    expect(cardDigits('6222 0202-0000 0000 0069 99')).toBe('6222020200000000006');
  });
  it('names the bank from the BIN where the demo data knows it', () => {
    expect(bankOf('6225 88'.replace(' ', ''))).toBe('招商银行');
    expect(bankOf('622202')).toBe('工商银行');
    expect(bankOf('4111')).toBeUndefined();
  });
  it('names 621700 建设银行 (its debit BIN) and 中国银行 only for its own BINs', () => {
    expect(bankOf('6217001234567890123')).toBe('建设银行');
    expect(bankOf('6013821234567890')).toBe('中国银行');
    expect(bankOf('6217')).toBeUndefined();
  });
});
