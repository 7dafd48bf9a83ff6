import type { WidgetDemo } from '../demo-types';
import type { ContainerProps } from './props.schema';

export const demo: WidgetDemo<ContainerProps> = {
  props: { direction: 'row', gap: 8, padding: 12 },
  blocks: [
    { type: 'text', props: { text: '左侧' } },
    { type: 'text', props: { text: '右侧' } },
  ],
  expect: { text: '右侧' },
};
