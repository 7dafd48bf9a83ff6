import type { WidgetDemo } from '../demo-types';
import type { RichTextInput } from './props.schema';

export const demo: WidgetDemo<RichTextInput> = {
  props: { html: '<h3>活动规则</h3><p>活动期间<b>首单立减</b>。</p><img src="x" onerror="alert(1)">' },
  expect: { text: '活动规则' },
};
