import type { WidgetDemo } from '../demo-types';
import type { CreditStepsInput } from './props.schema';

export const demo: WidgetDemo<CreditStepsInput> = {
  props: { action: true },
  expect: { text: '身份认证' },
};
