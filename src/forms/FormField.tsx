import { Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import type { FormFieldSchema, FormFieldUi } from './types';

/** Props of one drawn field. */
export interface FormFieldProps {
  name: string;
  field: FormFieldSchema;
  ui: FormFieldUi;
  required: boolean;
  validator: (name: string) => Promise<void>;
}

function control(field: FormFieldSchema, ui: FormFieldUi) {
  const widget = ui.widget ?? (field.enum ? 'selector' : field.type === 'boolean' ? 'switch' : 'input');
  if (widget === 'switch') return <Switch />;
  if (widget === 'textarea') return <TextArea placeholder={ui.placeholder} maxLength={field.maxLength} showCount={Boolean(field.maxLength)} />;
  if (widget === 'selector') {
    const options = (field.enum ?? []).map((value, i) => ({ value, label: ui.labels?.[i] ?? String(value) }));
    return <Selector options={options} />;
  }
  const numeric = widget === 'number' || field.type === 'number' || field.type === 'integer';
  return <Input placeholder={ui.placeholder} type={numeric ? 'number' : 'text'} clearable />;
}

export function FormField({ name, field, ui, required, validator }: FormFieldProps) {
  return (
    <Form.Item
      name={name}
      label={field.title}
      required={required}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
      rules={[{ validator: () => validator(name) }]}
      validateTrigger="onBlur"
    >
      {control(field, ui)}
    </Form.Item>
  );
}
