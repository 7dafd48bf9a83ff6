import type { WidgetDemo } from '../demo-types';
import type { IdCardAuthProps } from './props.schema';

export const demo: WidgetDemo<IdCardAuthProps> = {
  props: { maxSizeMb: 5, submitText: '确认并继续' },
  expect: { text: '身份证人像面' },
};
