import type { WidgetDemo } from '../demo-types';
import type { VersionCheckInput } from './props.schema';

export const demo: WidgetDemo<VersionCheckInput> = {
  props: {},
  expect: { text: '当前版本' },
};
