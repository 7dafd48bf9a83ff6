import type { WidgetDemo } from '../demo-types';
import type { LimitData, LimitSummaryProps } from './props.schema';

export const demo: WidgetDemo<LimitSummaryProps, LimitData> = {
  props: { action: { kind: 'navigate', to: '/limit' } },
  data: { creditLimit: 1000000, used: 45900, available: 954100, status: 'ACTIVE', flow: 'FINISH' },
  expect: { text: '9,541.00' },
};
