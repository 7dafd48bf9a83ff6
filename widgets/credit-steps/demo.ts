import type { WidgetDemo } from '../demo-types';
import type { CreditStepsProps } from './props.schema';

export const demo: WidgetDemo<CreditStepsProps> = {
  props: { action: true },
  expect: { text: '身份认证' },
};
