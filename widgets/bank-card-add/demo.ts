import type { WidgetDemo } from '../demo-types';
import type { BankCardAddInput } from './props.schema';

export const demo: WidgetDemo<BankCardAddInput> = {
  props: { holderName: '张伟' },
  expect: { text: '确认绑定' },
};
