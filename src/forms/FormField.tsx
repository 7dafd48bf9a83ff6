import { Form, Input, TextArea } from 'antd-mobile';
import { ChoiceChips } from '@/ui/choice-chips';
import { ToggleSwitch } from '@/ui/toggle-switch';
import type { FormApi } from './form-api';
import { spokenName, type LeafField } from './fields';
import { AreaPicker } from './controls/AreaPicker';
import { OptionPicker } from './controls/OptionPicker';
import { YesNoSwitch } from './controls/YesNoSwitch';

/** Props of one drawn field. */
export interface FormFieldProps {
  leaf: LeafField;
  form: FormApi;
  /** Resolves when the field is valid; rejects with its Chinese message. */
  validator: (path: string) => Promise<void>;
}

const optionsOf = ({ field }: LeafField) => (field.enum ?? []).map((value, i) => ({ value, label: field['x-enumNames']?.[i] ?? String(value) }));

function control({ leaf, form }: Omit<FormFieldProps, 'validator'>, spoken: string) {
  const { field, widget } = leaf;
  const placeholder = field['x-placeholder'];
  // A text box is named by the item's <label>; inside a group it is named with the group's title too.
  const grouped = leaf.group ? spoken : undefined;
  switch (widget) {
    case 'switch':
      return <ToggleSwitch label={spoken} />;
    case 'yes-no':
      return <YesNoSwitch label={spoken} />;
    case 'textarea':
      // antd-mobile's TextArea puts aria-* on its wrapper, so the name goes on the textarea itself.
      return <TextArea ref={grouped ? (area) => area?.nativeElement?.setAttribute('aria-label', grouped) : undefined} placeholder={placeholder} maxLength={field.maxLength} showCount={Boolean(field.maxLength)} autoSize={{ minRows: 2, maxRows: 5 }} />;
    case 'selector':
      return <ChoiceChips label={spoken} options={optionsOf(leaf)} />;
    case 'picker':
      return <OptionPicker title={field.title} label={spoken} options={optionsOf(leaf)} placeholder={placeholder} />;
    case 'area': {
      const names = form.getFieldsValue(['province', 'city', 'county']) as Record<string, string | undefined>;
      return <AreaPicker title={field.title} label={spoken} placeholder={placeholder} names={names} onNames={(picked) => form.setFieldsValue(picked)} />;
    }
    case 'phone':
      // No maxLength: the browser would cut a pasted "139 1111 2222" before the spaces are dropped (phoneInput does both).
      return <Input aria-label={grouped} placeholder={placeholder} type="tel" inputMode="numeric" />;
    case 'number':
      return <Input aria-label={grouped} placeholder={placeholder} type={field.type === 'string' ? 'tel' : 'number'} inputMode="numeric" maxLength={field.maxLength} />;
    default:
      return <Input aria-label={grouped} placeholder={placeholder} maxLength={field.maxLength} />;
  }
}

/** A phone as typed or pasted: spaces and dashes dropped, then at most 11 characters (as the card number field does). */
function phoneInput(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').slice(0, 11) : value;
}

/** What the form keeps of a control's value: a phone without separators. */
function normalizerOf(widget: LeafField['widget']): ((value: unknown) => unknown) | undefined {
  if (widget === 'phone') return phoneInput;
  return undefined;
}

const CHANGE_VALIDATED = new Set(['switch', 'yes-no', 'selector', 'picker', 'area']);

export function FormField({ leaf, form, validator }: FormFieldProps) {
  const { field, widget } = leaf;
  const selector = widget === 'selector';
  const spoken = spokenName(leaf);
  return (
    <Form.Item
      // The row a failed submit brings into view (show-first-message.ts).
      data-path={leaf.path}
      name={leaf.name as string[]}
      label={field.title}
      required={leaf.required}
      layout={selector ? 'vertical' : undefined}
      valuePropName={widget === 'switch' ? 'checked' : 'value'}
      normalize={normalizerOf(widget)}
      rules={[{ validator: () => validator(leaf.path) }]}
      validateTrigger={CHANGE_VALIDATED.has(widget) ? 'onChange' : 'onBlur'}
    >
      {control({ leaf, form }, spoken)}
    </Form.Item>
  );
}
