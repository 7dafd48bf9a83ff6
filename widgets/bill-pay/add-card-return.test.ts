import { afterEach, describe, expect, it } from 'vitest';
import { ADD_CARD_RETURN_KEY, forgetAddCard, methodOnReturn, readAddCard, rememberAddCard } from './add-card-return';
import type { BankCard } from './pay-methods';

const card = (id: number): BankCard => ({ id, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'N' });

afterEach(() => sessionStorage.clear());

describe('add-card-return', () => {
  it('what was left for some bills is read back for the same bills only, and forgotten on demand', () => {
    rememberAddCard({ bills: '1,2', method: 'ALIPAY', cardIds: [3] });
    expect(readAddCard('1,2,3')).toBeUndefined();
    expect(readAddCard('1,2')).toEqual({ bills: '1,2', method: 'ALIPAY', cardIds: [3] });
    forgetAddCard();
    expect(sessionStorage.getItem(ADD_CARD_RETURN_KEY)).toBeNull();
    expect(readAddCard('1,2')).toBeUndefined();
  });

  it('a corrupt record reads as nothing', () => {
    sessionStorage.setItem(ADD_CARD_RETURN_KEY, '{"bills":');
    expect(readAddCard('1,2')).toBeUndefined();
  });

  it('on return the newest card bound meanwhile is preselected, else the method chosen before leaving', () => {
    expect(methodOnReturn({ bills: '1', method: 'ALIPAY', cardIds: [3] }, [card(3), card(11), card(9)])).toBe('card-11');
    expect(methodOnReturn({ bills: '1', method: 'ALIPAY', cardIds: [3] }, [card(3)])).toBe('ALIPAY');
    expect(methodOnReturn({ bills: '1', method: 'ALIPAY' }, [card(3)])).toBe('ALIPAY');
  });
});
