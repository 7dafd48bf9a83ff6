import { CARD_TYPE_TEXT } from '@/lib/bank-card';
import { formatMoney } from '@/lib/money';
import { asksPayPassword } from '@schemas/pay-password';
import type { Choice } from '@widgets/shared/choice-list';

export interface BankCard {
  id: number;
  bankName: string;
  maskedNo: string;
  last4: string;
  cardType: 'DEBIT' | 'CREDIT';
  isDefault: 'Y' | 'N';
}

export type Method = 'MEMBERPAY' | 'ALIPAY' | 'WECHATPAY' | `card-${number}`;

/** The pay methods of a repayment: bound cards first (default card first), then balance, Alipay, WeChat. */
export function payChoices(cards: readonly BankCard[], balance: number, amount: number): Choice<Method>[] {
  return [
    ...cards.map((c) => ({ value: `card-${c.id}` as const, label: `${c.bankName}${CARD_TYPE_TEXT[c.cardType]}（${c.last4}）`, note: '银行卡快捷还款' })),
    { value: 'MEMBERPAY', label: '余额支付', note: `可用余额 ¥${formatMoney(balance)}${balance < amount ? '，余额不足' : ''}`, disabled: balance < amount },
    { value: 'ALIPAY', label: '支付宝' },
    { value: 'WECHATPAY', label: '微信支付' },
  ];
}

/** BL003 fields of a method; card and balance ask for the pay password (schemas/pay-password.ts). */
export function payFields(method: Method): { payType: 'QUICKPAY' | 'MEMBERPAY' | 'ALIPAY' | 'WECHATPAY'; bankCardId?: number; needsPassword: boolean } {
  if (method.startsWith('card-')) return { payType: 'QUICKPAY', bankCardId: Number(method.slice(5)), needsPassword: asksPayPassword('QUICKPAY') };
  const payType = method as 'MEMBERPAY' | 'ALIPAY' | 'WECHATPAY';
  return { payType, needsPassword: asksPayPassword(payType) };
}
