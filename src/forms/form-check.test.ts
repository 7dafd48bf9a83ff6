import { beforeEach, expect, it, vi } from 'vitest';
import { cleanValues } from './clean-values';
import { crossFieldErrors } from './cross-checks';
import type * as fields from './fields';
import { fieldGroups } from './fields';
import { createFormChecker } from './form-check';
import { getForm, type CompiledForm } from './form-registry';
import { zhFieldErrors } from './messages';
import { planOf } from './schema-plan';
import { countingForm } from './testing/counting-form';
import type { FormContext, FormFieldSchema } from './types';
import { seededRandom as random } from './testing/seeded-random';
import { CREDIT_INFO_FILLED as VALID } from './testing/credit-info-answers';

// The real fieldGroups, counted: the whole-form check must not rebuild the field groups per call.
vi.mock('./fields', async (importOriginal) => {
  const real = await importOriginal<typeof fields>();
  return { ...real, fieldGroups: vi.fn(real.fieldGroups) };
});

const creditInfo = getForm('credit-info')!;
const address = getForm('address')!;
const demoContact = getForm('demo-contact')!;
const USER: FormContext = { userPhone: '13800138000' };
const withPhones = (one: string, two: string = VALID.contact2.phone) => ({ ...VALID, contact1: { ...VALID.contact1, phone: one }, contact2: { ...VALID.contact2, phone: two } });
const VALID_ADDRESS = { name: '王五', tel: '13600136000', areaCode: '110101', province: '北京市', city: '北京市', county: '东城区', addressDetail: '东长安街1号', postalCode: '100010', isDefault: 'N' };

beforeEach(() => {
  vi.mocked(fieldGroups).mockClear();
});

// The messages are the contract: these are the messages the check gave before it was made cheap.
const MESSAGES: [string, CompiledForm, Record<string, unknown>, FormContext | undefined, Record<string, string>][] = [
  ['credit-info, all filled and valid', creditInfo, VALID, USER, {}],
  ['credit-info, nothing filled', creditInfo, {}, USER, {
    education: '请选择学历', occupationType: '请选择职业类型', industry: '请选择所属行业', annualIncome: '请选择年收入', housingStatus: '请选择居住情况', maritalStatus: '请选择婚姻状况',
    'contact1.relation': '请选择与联系人的关系', 'contact1.name': '请填写联系人姓名', 'contact1.phone': '请填写正确的手机号',
    'contact2.relation': '请选择与联系人的关系', 'contact2.name': '请填写联系人姓名', 'contact2.phone': '请填写正确的手机号',
  }],
  ['credit-info, a contact phone that is not a phone', creditInfo, withPhones('21390013900'), USER, { 'contact1.phone': '请填写正确的手机号' }],
  ['credit-info, two equal contact phones', creditInfo, withPhones('13900139000', '13900139000'), USER, { 'contact2.phone': '两位联系人的手机号不能相同' }],
  ['credit-info, a contact phone equal to the user own phone', creditInfo, withPhones('13800138000'), USER, { 'contact1.phone': '联系人手机号不能是本人手机号' }],
  ['credit-info, the same without a context', creditInfo, withPhones('13800138000'), undefined, {}],
  ['credit-info, a bad phone that also equals the other contact', creditInfo, withPhones('123', '123'), USER, { 'contact1.phone': '请填写正确的手机号', 'contact2.phone': '请填写正确的手机号' }],
  ['credit-info, picker arrays, blank texts and an unknown key', creditInfo, { ...VALID, education: ['3'], industry: [], contact1: { relation: ['SPOUSE'], name: '   ', phone: ' 13900139000 ' }, extra: 1 }, USER, { industry: '请选择所属行业', 'contact1.name': '请填写联系人姓名' }],
  ['credit-info, a value outside the enum (ajv-i18n)', creditInfo, { ...VALID, education: 9, annualIncome: '4' }, USER, { education: '学历应当是预设定的枚举值之一' }],
  ['address, all filled and valid', address, VALID_ADDRESS, {}, {}],
  ['address, nothing filled', address, {}, {}, {
    name: '请填写收货人姓名', tel: '请填写正确的手机号', areaCode: '请选择所在地区', province: '请选择所在地区', city: '请选择所在地区', county: '请选择所在地区', addressDetail: '请填写详细地址', postalCode: '邮政编码格式不正确',
  }],
  ['address, every custom message', address, { ...VALID_ADDRESS, tel: '123', postalCode: '12', areaCode: '11', name: 'x'.repeat(21), addressDetail: '详'.repeat(201) }, {}, {
    name: '收货人姓名不能超过20个字', tel: '请填写正确的手机号', areaCode: '请选择所在地区', addressDetail: '详细地址不能超过200个字', postalCode: '邮政编码格式不正确',
  }],
  ['demo-contact, nothing filled', demoContact, {}, {}, { name: '请填写姓名', phone: '请填写手机号' }],
  ['demo-contact, ajv-i18n messages', demoContact, { name: '张', phone: '23', relation: 'cousin', note: 'x'.repeat(201) }, {}, {
    name: '姓名不应少于 2 个字符', phone: '请输入正确的手机号', relation: '关系应当是预设定的枚举值之一', note: '备注不应多于 200 个字符',
  }],
];

it.each(MESSAGES)('the whole-form check gives the same Chinese messages: %s', (_what, form, raw, context, messages) => {
  const check = createFormChecker(form);
  expect(check(raw, context).errors).toEqual(messages);
  // Asked again after other values, and remembered: the same answer.
  const other = createFormChecker(form);
  other(VALID, USER);
  expect(other(raw, context).errors).toEqual(messages);
  expect(other({ ...raw }, context).errors).toEqual(messages);
  expect(check(raw, context).values).toEqual(cleanValues(form.schema, raw));
});

it('builds a schema\'s field groups once, however many checks, cleanings and messages follow', () => {
  const { form, runs } = countingForm(creditInfo);
  const check = createFormChecker(form);
  for (let i = 0; i < 50; i += 1) {
    const { values } = check(withPhones(i % 2 ? `2${10_000_000 + i}` : `139${10_000_000 + i}`), USER);
    cleanValues(form.schema, values);
    crossFieldErrors(form.schema, values, USER);
    form.validate(values);
    zhFieldErrors(form.schema, form.validate.errors);
  }
  expect(runs.parts['contact1.phone']).toBe(50);
  expect(runs.whole).toBe(50);
  expect(vi.mocked(fieldGroups).mock.calls.filter(([schema]) => schema === form.schema)).toHaveLength(1);
});

it('remembers the answer for equal values in a new object, and checks a changed field or context value afresh', () => {
  const { form, runs } = countingForm(creditInfo);
  const check = createFormChecker(form);
  const first = check(withPhones('13900139000'), USER);
  const once = { ...runs.parts };
  expect(once['contact1.phone']).toBe(1);
  // rc-field-form hands every field rule of a submit the same store; another caller may build a new object.
  expect(check(withPhones('13900139000'), { ...USER })).toBe(first);
  expect(check(withPhones(' 13900139000 '), { ...USER, unrelated: 'x' })).toBe(first);
  expect(runs.parts).toEqual(once);
  expect(check(withPhones('13900139001'), USER).errors).toEqual({});
  expect(runs.parts).toEqual({ ...once, 'contact1.phone': 2 });
  expect(check(withPhones('13900139001'), { userPhone: '13900139001' }).errors).toEqual({ 'contact1.phone': '联系人手机号不能是本人手机号' });
  expect(check({ ...VALID, education: 4, contact1: { ...VALID.contact1, phone: '13900139001' } }, { userPhone: '13900139001' }).values).toMatchObject({ education: 4 });
  expect(runs.parts).toEqual({ ...once, 'contact1.phone': 2, education: 2 });
  expect(runs.whole).toBe(0);
});

it('after an edit runs only the edited field\'s validator, and an object\'s own keywords only when one of its fields came or went', () => {
  const { form, runs } = countingForm(creditInfo);
  const check = createFormChecker(form);
  check(VALID, USER);
  const once = { ...runs.parts };
  expect(Object.values(once).every((n) => n === 1)).toBe(true);
  // What rc-field-form does on an edit: a new store, new objects only along the edited field's path.
  const edited = { ...VALID, contact2: { ...VALID.contact2, name: '王五' } };
  check(edited, USER);
  expect(runs.parts).toEqual({ ...once, 'contact2.name': 2 });
  check({ ...edited, contact2: { ...edited.contact2, name: '' } }, USER);
  expect(runs.parts).toEqual({ ...once, 'contact2.name': 2, contact2: 2 });
  check({ ...edited, education: undefined, contact2: { ...edited.contact2, name: '' } }, USER);
  expect(runs.parts).toEqual({ ...once, 'contact2.name': 2, contact2: 2, '': 2 });
});


/** What a user (or a picker) may leave in a field. */
function typedValue(field: FormFieldSchema, next: () => number): unknown {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const valid: unknown[] = field.enum ? [...field.enum, [field.enum[0]], String(field.enum[0])] : ['13900139000', '13800138000', '13700137000', '张三', '110101', 'N'];
  return pick([undefined, '', '  ', ...valid, ...valid, '2', 'x'.repeat(21), ' 13900139000 ', [], 9, 'Y']);
}

/** The answer of the whole validator, run afresh (what the check gave before it remembered anything). */
function wholeCheck(form: CompiledForm, raw: Record<string, unknown>, context: FormContext | undefined): Record<string, string> {
  const values = cleanValues(form.schema, raw);
  const schemaErrors = form.validate(values) ? {} : zhFieldErrors(form.schema, form.validate.errors);
  return { ...crossFieldErrors(form.schema, values, context), ...schemaErrors };
}

/** 600 steps of what users do to a form: edit a field (a new store along its path), copy the whole store, or change the context. */
function* randomEdits(form: CompiledForm, seed: number): Generator<{ step: number; raw: Record<string, unknown>; context: FormContext | undefined }> {
  const next = random(seed);
  const leaves = planOf(form.schema).leaves;
  let raw: Record<string, unknown> = {};
  let context: FormContext | undefined = USER;
  for (let step = 0; step < 600; step += 1) {
    const roll = next();
    if (roll < 0.1) context = next() < 0.5 ? { userPhone: '13900139000' } : USER;
    else if (roll < 0.15) raw = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
    else {
      const { name, field } = leaves[Math.floor(next() * leaves.length)]!;
      const value = typedValue(field, next);
      const [head, tail] = name as [string, string | undefined];
      raw = tail === undefined ? { ...raw, [head]: value } : { ...raw, [head]: { ...(raw[head] as Record<string, unknown> | undefined), [tail]: value } };
    }
    yield { step, raw, context };
  }
}

it.each([creditInfo, address, demoContact].map((f) => [f.id, f] as const))('after any sequence of edits the %s check gives the messages of the whole validator run afresh', (_id, form) => {
  const check = createFormChecker(form);
  for (const { step, raw, context } of randomEdits(form, 7)) {
    expect(check(raw, context).errors, JSON.stringify({ step, raw, context })).toEqual(wholeCheck(form, raw, context));
  }
});

it.each([creditInfo, address, demoContact].flatMap((f) => [[`${f.id}, split`, f], [`${f.id}, kept whole`, { ...f, layout: undefined }]] as const))('errorsOf gives the asked fields the messages of the whole validator run afresh: %s', (_what, compiled) => {
  const { form, runs } = countingForm(compiled);
  const checker = createFormChecker(form);
  const paths = planOf(form.schema).leaves.map((leaf) => leaf.path);
  // Some fields are asked only now and then (as a field's rule is), so their checks see several edits at once.
  const asks = random(17);
  for (const { step, raw, context } of randomEdits(form, 19)) {
    const asked = paths.filter(() => asks() < 0.6);
    // The uncounted form: the reference answer's own validator runs are not the checker's.
    const whole = wholeCheck(compiled, raw, context);
    const expected = Object.fromEntries(asked.filter((p) => whole[p] !== undefined).map((p) => [p, whole[p]]));
    expect(checker.errorsOf(asked, raw, context), JSON.stringify({ step, asked, raw, context })).toEqual(expected);
  }
  // A split form asks its fields' validators only; a form kept whole its whole validator.
  expect(runs.whole > 0).toBe(form.layout === undefined);
});

it('a field\'s check runs only its own validator, and only when its value or a value its cross-field rules read changed', () => {
  const { form, runs } = countingForm(creditInfo);
  const checker = createFormChecker(form);
  const field = (path: string, raw: Record<string, unknown>, context: FormContext | undefined) => checker.errorsOf([path], raw, context)[path];
  const ask = (raw: Record<string, unknown>, context: FormContext | undefined) => planOf(form.schema).leaves.map((leaf) => field(leaf.path, raw, context));
  ask(VALID, USER);
  const once = { ...runs.parts };
  // Every field's validator ran once; with every field filled, no object's own validator ran.
  expect(Object.values(once).every((n) => n === 1)).toBe(true);
  expect([once[''], once.contact1, once.contact2]).toEqual([undefined, undefined, undefined]);
  ask({ ...VALID }, { ...USER });
  expect(runs.parts).toEqual(once);
  expect(field('contact1.phone', withPhones('13800138000'), USER)).toBe('联系人手机号不能是本人手机号');
  expect(runs.parts['contact1.phone']).toBe(2);
  // Only the context changed: the rule is judged again, the validator is not run.
  expect(field('contact1.phone', withPhones('13800138000'), { userPhone: '13900000000' })).toBeUndefined();
  expect(field('contact2.phone', withPhones('13700137000'), USER)).toBe('两位联系人的手机号不能相同');
  expect(runs.parts).toEqual({ ...once, 'contact1.phone': 2 });
  expect(checker.runs()).toBe(Object.keys(once).length + 1);
  // An empty field gets its object's required message; the object validators run once for the form.
  expect(field('contact2.name', { ...VALID, contact2: {} }, USER)).toBe('请填写联系人姓名');
  expect(field('education', {}, USER)).toBe('请选择学历');
  expect(runs.parts['']).toBe(1);
  expect(runs.parts.contact2).toBe(1);
  expect(runs.whole).toBe(0);
});

it('does not serialise the values to decide whether it has judged them already', () => {
  const check = createFormChecker(creditInfo);
  check(VALID, USER);
  const stringify = vi.spyOn(JSON, 'stringify');
  for (let i = 0; i < 12; i += 1) check({ ...VALID }, USER);
  check(withPhones('2'), USER);
  expect(stringify).not.toHaveBeenCalled();
  stringify.mockRestore();
});
