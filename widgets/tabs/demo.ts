import type { WidgetDemo } from '../demo-types';
import type { TabsInput } from './props.schema';

export const demo: WidgetDemo<TabsInput> = {
  props: { items: ['全部', '待还款'] },
  blocks: [
    { type: 'text', props: { text: '全部账单' } },
    { type: 'text', props: { text: '待还账单' } },
  ],
  expect: { text: '全部账单' },
};
