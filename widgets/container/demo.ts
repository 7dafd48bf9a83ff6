import type { WidgetDemo } from '../demo-types';
import type { ContainerInput } from './props.schema';

export const demo: WidgetDemo<ContainerInput> = {
  props: { direction: 'row', gap: 8, padding: 12 },
  blocks: [
    { type: 'text', props: { text: '左侧' } },
    { type: 'text', props: { text: '右侧' } },
  ],
  expect: { text: '右侧' },
};
