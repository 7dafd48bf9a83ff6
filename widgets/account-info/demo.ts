import type { WidgetDemo } from '../demo-types';
import type { AccountData, AccountInfoInput } from './props.schema';

export const demo: WidgetDemo<AccountInfoInput, AccountData> = {
  props: {},
  data: { maskedPhone: '138****0000', verified: 'Y', name: '张伟', maskedIdNo: '110***********1234', hasPayPassword: 'Y', addressCount: 1, bankCardCount: 2 },
  expect: { text: '110***********1234' },
};
