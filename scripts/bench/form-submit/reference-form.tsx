/**
 * The reference for the form-submit bench: the credit-info form as a plain antd-mobile Form with
 * hand-written field rules, no schema, no ajv, no whole-form check. Each field's rule checks that
 * field alone (required, its allowed values, length, the phone pattern, the two 不能相同 rules),
 * with the same Chinese messages the schema form shows. Its validation work is the time inside
 * those rule functions, tallied in `window.__formCheck` like the schema form's whole-form check
 * (timed-form-check.ts), so both figures are "time inside the validation code the form calls".
 * It draws the same fields (pickers as read-only rows) so the driver in entry.tsx types and
 * submits it the same way; text fields are checked on blur and at submit, as in the schema form
 * (which also checks a field showing a message as it changes; this plain form does not).
 */
import { Button, Form, Input } from 'antd-mobile';

type FormInstance = ReturnType<typeof Form.useForm>[0];
type Rule = (value: unknown, form: FormInstance) => string | undefined;

const PHONE = /^1\d{10}$/;
/** The signed-in user's own phone (the schema form's `userPhone` context in entry.tsx). */
const USER_PHONE = '13800138000';
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const oneOf = (title: string, allowed: readonly unknown[]): Rule => (v) => (blank(v) ? `请选择${title}` : allowed.includes(v) ? undefined : `${title}应当是预设定的枚举值之一`);

/** A contact's fields: group, key, title, rule, placeholder. */
function contactRules(group: 'contact1' | 'contact2', relations: readonly string[]): [string, string, string, Rule, string][] {
  return [
    [group, 'relation', '关系', (v) => (blank(v) ? '请选择与联系人的关系' : relations.includes(v as string) ? undefined : '关系应当是预设定的枚举值之一'), '请选择关系'],
    [group, 'name', '姓名', (v) => (blank(v) ? '请填写联系人姓名' : String(v).trim().length > 20 ? '联系人姓名不能超过20个字' : undefined), '请填写联系人姓名'],
    [
      group,
      'phone',
      '手机号',
      (v, form) => {
        if (blank(v)) return '请填写正确的手机号';
        const phone = String(v).trim();
        if (!PHONE.test(phone)) return '请填写正确的手机号';
        if (group === 'contact2' && phone === String(form.getFieldValue(['contact1', 'phone']) ?? '').trim()) return '两位联系人的手机号不能相同';
        if (phone === USER_PHONE) return '联系人手机号不能是本人手机号';
        return undefined;
      },
      '请填写联系人手机号',
    ],
  ];
}

const TOP: [string, string, Rule][] = [
  ['education', '学历', oneOf('学历', [1, 2, 3, 4, 5, 6, 7])],
  ['occupationType', '职业类型', oneOf('职业类型', [1, 2, 3, 4, 5, 6])],
  ['industry', '所属行业', oneOf('所属行业', Array.from({ length: 22 }, (_, i) => i + 1))],
  ['annualIncome', '年收入', oneOf('年收入', [1, 2, 3, 4, 5, 6])],
  ['housingStatus', '居住情况', oneOf('居住情况', [1, 2, 3, 4])],
  ['maritalStatus', '婚姻状况', oneOf('婚姻状况', [1, 2, 3, 4])],
];
const CONTACTS = [...contactRules('contact1', ['PARENT', 'SPOUSE', 'CHILDREN', 'BROTHERS', 'OTHER']), ...contactRules('contact2', ['COLLEAGUE', 'FRIEND', 'CLASSMATE'])];

/** A rule whose time is added to the bench's tally, as the schema form's check is. */
function timed(rule: Rule, form: FormInstance) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const start = performance.now();
      const message = rule(value, form);
      const tally = window.__formCheck;
      const spent = performance.now() - start;
      tally.ms += spent;
      tally.missMs += spent;
      tally.calls += 1;
      tally.misses += 1;
      if (message) throw new Error(message);
    },
  };
}

const Shown = ({ value }: { value?: unknown }) => <span>{String(value ?? '')}</span>;

export function ReferenceForm({ initialValues, onSubmit }: { initialValues: Record<string, unknown>; onSubmit(): void }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={initialValues}
      layout="horizontal"
      onFinish={onSubmit}
      footer={<Button block type="submit" color="primary" size="large">提交</Button>}
    >
      {TOP.map(([key, title, rule]) => (
        <Form.Item key={key} name={key} label={title} rules={[timed(rule, form)]}>
          <Shown />
        </Form.Item>
      ))}
      {CONTACTS.map(([group, key, title, rule, placeholder]) => (
        <Form.Item key={`${group}.${key}`} name={[group, key]} label={title} rules={[timed(rule, form)]} validateTrigger="onBlur">
          {key === 'relation' ? <Shown /> : <Input placeholder={placeholder} />}
        </Form.Item>
      ))}
    </Form>
  );
}
