import { Button, Form } from 'antd-mobile';
import { useCallback } from 'react';
import { cleanValues } from './clean-values';
import type { CompiledForm } from './form-registry';
import { FormField } from './FormField';
import { zhFieldErrors } from './messages';

/** Props of SchemaForm. */
export interface SchemaFormProps {
  form: CompiledForm;
  initialValues?: Record<string, unknown>;
  submitText?: string;
  /** Called with the cleaned values once the precompiled validator accepts them. */
  onSubmit(values: Record<string, unknown>): void | Promise<void>;
}

/** Draws a form schema with antd-mobile Form and checks it with its precompiled ajv validator (Chinese messages). */
export function SchemaForm({ form, initialValues, submitText = '提交', onSubmit }: SchemaFormProps) {
  const [instance] = Form.useForm();
  const errorsFor = useCallback(() => {
    const values = cleanValues(form.schema, instance.getFieldsValue(true) as Record<string, unknown>);
    return { values, errors: form.validate(values) ? {} : zhFieldErrors(form.schema, form.validate.errors) };
  }, [form, instance]);
  const validator = useCallback(async (name: string) => {
    const message = errorsFor().errors[name];
    if (message) throw new Error(message);
  }, [errorsFor]);
  const submit = () => onSubmit(errorsFor().values);
  const required = new Set(form.schema.required ?? []);
  return (
    <Form form={instance} initialValues={initialValues} layout="horizontal" footer={<Button block type="submit" color="primary" size="large">{submitText}</Button>} onFinish={submit}>
      {Object.entries(form.schema.properties).map(([name, field]) => (
        <FormField key={name} name={name} field={field} ui={form.ui[name] ?? {}} required={required.has(name)} validator={validator} />
      ))}
    </Form>
  );
}
