import type { WidgetDemo } from '../demo-types';
import type { CreditActivationInput } from './props.schema';

export const demo: WidgetDemo<CreditActivationInput> = {
  props: { intervalMs: 1500, attempts: 10 },
  expect: { text: '额度激活中' },
};
