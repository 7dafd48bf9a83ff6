import type { WidgetDemo } from '../demo-types';
import type { FormInput } from './props.schema';

export const demo: WidgetDemo<FormInput> = {
  props: { form: 'demo-contact', submitText: '保存联系人', success: { kind: 'back' } },
  expect: { text: '保存联系人' },
};
