import type { WidgetDemo } from '../demo-types';
import type { ButtonInput } from './props.schema';

export const demo: WidgetDemo<ButtonInput> = {
  props: { text: '立即激活额度', action: { kind: 'navigate', to: '/credit-facilities' } },
  expect: { text: '立即激活额度' },
};
