import type { WidgetDemo } from '../demo-types';
import type { AuthCallbackInput } from './props.schema';

export const demo: WidgetDemo<AuthCallbackInput> = {
  props: { error: '认证已过期，请重新发起' },
  expect: { text: '认证已过期，请重新发起' },
};
