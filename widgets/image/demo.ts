import type { WidgetDemo } from '../demo-types';
import type { ImageInput } from './props.schema';

export const demo: WidgetDemo<ImageInput> = {
  props: { src: '/static/member-banner.png', alt: '开通会员', height: 120, action: { kind: 'navigate', to: '/member' } },
  expect: { alt: '开通会员' },
};
