import type { WidgetDemo } from '../demo-types';
import type { BankCardListInput, BankCards } from './props.schema';

export const demo: WidgetDemo<BankCardListInput, BankCards> = {
  props: {},
  data: { list: [{ id: 1, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' }] },
  expect: { text: '6225 **** **** 8888' },
};
