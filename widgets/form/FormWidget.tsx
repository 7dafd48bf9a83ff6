import { ErrorBlock, Toast } from 'antd-mobile';
import { getForm, SchemaForm } from '@/forms';
import type { WidgetProps } from '../types';
import type { FormProps } from './props.schema';

export function FormWidget({ props, data, onAction, state }: WidgetProps<FormProps, Record<string, unknown>>) {
  const form = getForm(props.form);
  if (!form) return <ErrorBlock status="default" title="表单不存在" description={props.form} />;
  const submit = async (values: Record<string, unknown>) => {
    if (props.submit) {
      try {
        await state.request(props.submit.api, { ...props.submit.params, ...values });
      } catch {
        return;
      }
    }
    Toast.show({ content: props.successText ?? '提交成功' });
    if (props.success) onAction(props.success);
  };
  return <SchemaForm form={form} initialValues={data} submitText={props.submitText} onSubmit={submit} />;
}
