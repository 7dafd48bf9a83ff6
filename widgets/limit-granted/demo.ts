import type { WidgetDemo } from '../demo-types';
import type { GrantedData, LimitGrantedInput } from './props.schema';

export const demo: WidgetDemo<LimitGrantedInput, GrantedData> = {
  props: {},
  data: { creditLimit: 2000000, used: 0, available: 2000000, status: 'ACTIVE', flow: 'FINISH' },
  expect: { text: '20,000.00' },
};
