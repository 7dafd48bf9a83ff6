import { Button, Form } from 'antd-mobile';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLiveText, VISUALLY_HIDDEN } from '@/ui/live-text';
import type { CompiledForm } from './form-registry';
import { spokenName, type LeafField } from './fields';
import { FormField } from './FormField';
import { GroupHeader, type GroupAction } from './FormGroup';
import { cleanValues } from './clean-values';
import { createFormChecker } from './form-check';
import { clearDraft, loadDraft, saveDraft } from './draft';
import type { FieldErrors } from './messages';
import { planOf } from './schema-plan';
import { showFirstMessage } from './show-first-message';
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
/** A field the form draws (a hidden one is filled in by another, such as the area's names). */
const isDrawn = (leaf: LeafField) => leaf.widget !== 'hidden';
/** The fields whose messages show under a drawn field. */
const checkedPaths = (path: string): readonly string[] => (path === 'areaCode' ? AREA_PATHS : [path]);
/** The message shown under a drawn field: the first of its checked fields'. */
const firstMessage = (path: string, errors: FieldErrors): string | undefined => {
  for (const p of checkedPaths(path)) if (errors[p] !== undefined) return errors[p];
  return undefined;
};

function defaultsOf(form: CompiledForm): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form.schema.properties).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));
}

/** Draws a form schema with antd-mobile Form and checks it with its precompiled ajv validator (Chinese messages). */
export function SchemaForm({ form, initialValues, submitText = '提交', context, draft, groupAction, error, onSubmit }: SchemaFormProps) {
  const [instance] = Form.useForm();
  const [busy, setBusy] = useState(false);
  // The message a press of 提交 found first, for a screen reader (a live region under the fields).
  const [announced, announce] = useLiveText();
  // Set at the press of 提交 until onSubmit settles: a second press meanwhile does nothing.
  const pending = useRef(false);
  const { groups } = planOf(form.schema);
  const drawn = useMemo(() => groups.flatMap((group) => group.fields.filter(isDrawn)), [groups]);
  const allPaths = useMemo(() => drawn.flatMap((leaf) => checkedPaths(leaf.path)), [drawn]);
  const initial = useMemo(() => ({ ...defaultsOf(form), ...initialValues, ...(draft ? loadDraft(form.id) : undefined) }), [form, initialValues, draft]);
  // A field's rule (on blur or change) runs that field's validator only, when its value changed
  // (field-check.ts); a form kept whole shares one whole-form check per set of values (form-check.ts).
  const checker = useMemo(() => createFormChecker(form), [form]);
  const validator = useCallback(
    async (path: string) => {
      const raw = instance.getFieldsValue(true) as Record<string, unknown>;
      const message = firstMessage(path, checker.errorsOf(checkedPaths(path), raw, context));
      if (message) throw new Error(message);
    },
    [checker, instance, context],
  );
  // 提交 checks the whole form in one call and shows each field's message, rather than running
  // every field's rule through rc-field-form (twelve async rules, each merging its messages): only
  // the fields whose message changed are redrawn. The button stays a submit button, so Enter in a
  // field (which presses it) does the same. A press that finds messages brings the first into view,
  // takes focus there and tells a screen reader that message (show-first-message.ts).
  const onPress = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const raw = instance.getFieldsValue(true) as Record<string, unknown>;
    const errors = checker.errorsOf(allPaths, raw, context);
    const messages = drawn.map((leaf) => ({ leaf, message: firstMessage(leaf.path, errors) }));
    const changed = messages.flatMap(({ leaf, message }) => {
      const shown = instance.getFieldError(leaf.name as string[]);
      return shown.length === (message ? 1 : 0) && shown[0] === message ? [] : [{ name: leaf.name as string[], errors: message ? [message] : [] }];
    });
    if (changed.length) instance.setFields(changed);
    if (Object.keys(errors).length) {
      // The first drawn field with a message: shown and focused, and told with its name
      // (`直系亲属联系人 手机号：请填写正确的手机号`), since a screen reader is not told of a message
      // drawn under a field it is not on.
      const first = messages.find(({ message }) => message !== undefined);
      if (first) {
        announce(`${spokenName(first.leaf)}：${first.message ?? ''}`);
        showFirstMessage(event.currentTarget.form, first.leaf.path);
      }
      return;
    }
    pending.current = true;
    setBusy(true);
    try {
      const done = await onSubmit(cleanValues(form.schema, raw));
      if (done !== false && draft) clearDraft(form.id);
    } finally {
      pending.current = false;
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
      <div role="status" className={VISUALLY_HIDDEN}>{announced}</div>
      <Button block type="submit" color="primary" size="large" loading={busy} onClick={onPress}>{submitText}</Button>
    </>
  );
  return (
    <Form
      className="qsh-schema-form"
      form={instance}
      initialValues={initial}
      layout="horizontal"
      footer={footer}
      onValuesChange={onValuesChange}
    >
      {/* antd-mobile's Form splits its direct children into lists at each Form.Header. */}
      {groups.flatMap((group) => [
        group.key ? (
          <Form.Header key={`header-${group.key}`}>
            <GroupHeader group={{ ...group, key: group.key }} form={instance} action={groupAction} />
          </Form.Header>
        ) : null,
        ...group.fields.filter(isDrawn).map((leaf) => <FormField key={leaf.path} leaf={leaf} form={instance} validator={validator} />),
      ])}
    </Form>
  );
}
