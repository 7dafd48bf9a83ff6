import type { WidgetDemo } from '../demo-types';
import type { SmsLoginInput } from './props.schema';

export const demo: WidgetDemo<SmsLoginInput> = {
  props: { scene: 'LOGIN', redirect: '/my', submitText: '登录' },
  expect: { text: '获取验证码' },
};
