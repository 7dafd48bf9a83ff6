import type { WidgetDemo } from '../demo-types';
import type { ImageProps } from './props.schema';

export const demo: WidgetDemo<ImageProps> = {
  props: { src: '/static/member-banner.png', alt: '开通会员', height: 120, action: { kind: 'navigate', to: '/member' } },
  expect: { alt: '开通会员' },
};
