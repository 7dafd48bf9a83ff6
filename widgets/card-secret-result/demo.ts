import type { WidgetDemo } from '../demo-types';
import type { CardSecretResultInput } from './props.schema';

/** Nothing was retrieved in a demo, so it shows the 重新提取 state. */
export const demo: WidgetDemo<CardSecretResultInput> = {
  props: { cardId: 1 },
  expect: { text: '卡密仅在提取后显示' },
};
