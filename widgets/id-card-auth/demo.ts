import type { WidgetDemo } from '../demo-types';
import type { IdCardAuthInput } from './props.schema';

export const demo: WidgetDemo<IdCardAuthInput> = {
  props: { maxSizeMb: 5, submitText: '确认并继续' },
  expect: { text: '身份证人像面' },
};
