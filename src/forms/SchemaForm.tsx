import { Button, Form } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import type { CompiledForm } from './form-registry';
import { FormField } from './FormField';
import { GroupHeader, type GroupAction } from './FormGroup';
import { cleanValues } from './clean-values';
import { createFormChecker } from './form-check';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { planOf } from './schema-plan';
import type { FormContext } from './types';
import './forms.css';

/** Props of SchemaForm. */
export interface SchemaFormProps {
  form: CompiledForm;
  initialValues?: Record<string, unknown>;
  submitText?: string;
  /** Values for `x-notEqual` context rules (e.g. `userPhone`). */
  context?: FormContext;
  /** Keep half-filled values in sessionStorage (non-sensitive fields only) until a submit succeeds. */
  draft?: boolean;
  /** A button beside each nested group's title (e.g. pick a contact from the phone). */
  groupAction?: GroupAction;
  /** A message under the fields (the server's answer to a failed submit). */
  error?: string;
  /**
   * Called with the cleaned values once the validator accepts them. Resolve true (or nothing) when
   * done: the draft is cleared. Resolve false when the submit failed: what was typed stays.
   */
  onSubmit(values: Record<string, unknown>): void | boolean | Promise<void | boolean>;
}

/** The area field's rule also reports the province, city and county it fills in. */
const AREA_PATHS = ['areaCode', 'province', 'city', 'county'];

function defaultsOf(form: CompiledForm): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form.schema.properties).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));
}

/** Draws a form schema with antd-mobile Form and checks it with its precompiled ajv validator (Chinese messages). */
export function SchemaForm({ form, initialValues, submitText = '提交', context, draft, groupAction, error, onSubmit }: SchemaFormProps) {
  const [instance] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const { groups } = planOf(form.schema);
  const initial = useMemo(() => ({ ...defaultsOf(form), ...initialValues, ...(draft ? loadDraft(form.id) : undefined) }), [form, initialValues, draft]);
  // A field's rule runs that field's validator only, when its value changed (field-check.ts); a form
  // kept whole shares one whole-form check per set of values among its rules (form-check.ts).
  const checker = useMemo(() => createFormChecker(form), [form]);
  const validator = useCallback(
    async (path: string) => {
      const raw = instance.getFieldsValue(true) as Record<string, unknown>;
      const { field } = checker;
      const messageOf = field ? (p: string) => field(p, raw, context) : (p: string) => checker(raw, context).errors[p];
      const message = path === 'areaCode' ? AREA_PATHS.map(messageOf).find(Boolean) : messageOf(path);
      if (message) throw new Error(message);
    },
    [checker, instance, context],
  );
  const submit = async () => {
    setBusy(true);
    try {
      // Every field's rule has passed: the values only need cleaning.
      const done = await onSubmit(cleanValues(form.schema, instance.getFieldsValue(true) as Record<string, unknown>));
      if (done !== false && draft) clearDraft(form.id);
    } finally {
      setBusy(false);
    }
  };
  // A field showing an error is checked again as the user types, so the message goes away without a
  // blur (a blur that removes a message moves the rows under the user's finger).
  const onValuesChange = (changed: Record<string, unknown>) => {
    if (draft) saveDraft(form.schema, instance.getFieldsValue(true) as Record<string, unknown>);
    const touched = Object.entries(changed).flatMap(([key, value]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((k) => [key, k]) : [[key]],
    );
    const withErrors = touched.filter((name) => instance.getFieldError(name).length > 0);
    if (withErrors.length) void instance.validateFields(withErrors).catch(() => undefined);
  };
  const footer = (
    <>
      {error ? <div role="alert" className="qsh-form-error">{error}</div> : null}
      <Button block type="submit" color="primary" size="large" loading={busy}>{submitText}</Button>
    </>
  );
  return (
    <Form
      className="qsh-schema-form"
      form={instance}
      initialValues={initial}
      layout="horizontal"
      footer={footer}
      onFinish={submit}
      onValuesChange={onValuesChange}
    >
      {/* antd-mobile's Form splits its direct children into lists at each Form.Header. */}
      {groups.flatMap((group) => [
        group.key ? (
          <Form.Header key={`header-${group.key}`}>
            <GroupHeader group={{ ...group, key: group.key }} form={instance} action={groupAction} />
          </Form.Header>
        ) : null,
        ...group.fields.filter((leaf) => leaf.widget !== 'hidden').map((leaf) => <FormField key={leaf.path} leaf={leaf} form={instance} validator={validator} />),
      ])}
    </Form>
  );
}
