import type { WidgetDemo } from '../demo-types';
import type { AgreementData, AgreementInput } from './props.schema';

export const demo: WidgetDemo<AgreementInput, AgreementData> = {
  props: {},
  data: { key: 'register', title: '用户服务协议', content: '<p>欢迎使用本服务。</p><script>alert(1)</script>' },
  expect: { text: '用户服务协议' },
};
