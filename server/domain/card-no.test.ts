import { describe, expect, it } from 'vitest';
import { bankOfCardNo } from '../../schemas/bank-bins';
import { bankName } from './card-no';

describe('the bank stored with a card', () => {
  it('is 建设银行 for a 621700 debit card, never 中国银行', () => {
    expect(bankName('6217001234567890123')).toBe('建设银行');
    expect(bankName('6013821234567890')).toBe('中国银行');
  });

  it('is the bank the add-card screen named (one BIN table), else 银联卡', () => {
    for (const cardNo of ['6222021234567890128', '6225888888888884', '6228481234567890', '6226631234567890']) {
      expect(bankName(cardNo)).toBe(bankOfCardNo(cardNo));
    }
    expect(bankName('4111111111111111')).toBe('银联卡');
  });
});
