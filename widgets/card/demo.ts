import type { WidgetDemo } from '../demo-types';
import type { CardInput } from './props.schema';

export const demo: WidgetDemo<CardInput> = {
  props: { title: '我的额度', extra: '详情', action: { kind: 'navigate', to: '/limit/detail' } },
  blocks: [{ type: 'text', props: { text: '可用额度 20,000.00' } }],
  expect: { text: '我的额度' },
};
