import type { WidgetDemo } from '../demo-types';
import type { LimitData, LimitSummaryInput } from './props.schema';

export const demo: WidgetDemo<LimitSummaryInput, LimitData> = {
  props: { action: { kind: 'navigate', to: '/limit' } },
  data: { creditLimit: 1000000, used: 45900, available: 954100, status: 'ACTIVE', flow: 'FINISH' },
  expect: { text: '9,541.00' },
};
