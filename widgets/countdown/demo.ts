import type { WidgetDemo } from '../demo-types';
import type { CountdownData, CountdownInput } from './props.schema';

export const demo: WidgetDemo<CountdownInput, CountdownData> = {
  props: { endedText: '活动已结束' },
  data: { startTime: '2020-01-01 00:00:00', endTime: '2021-01-01 00:00:00' },
  expect: { text: '活动已结束' },
};
