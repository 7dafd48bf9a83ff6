import type { ErrorObject } from 'ajv';
import { beforeEach, expect, it } from 'vitest';
import { cleanValues } from './clean-values';
import { crossFieldErrors } from './cross-checks';
import { loadDraft, saveDraft } from './draft';
import { getForm } from './form-registry';
import { zhFieldErrors } from './messages';
import { FORM_IDS, formCatalog } from './catalog';

it('the form ids the form widget accepts are exactly the catalog ids', () => {
  expect([...FORM_IDS]).toEqual(formCatalog.map((spec) => spec.id));
});

const address = getForm('address')!;
const creditInfo = getForm('credit-info')!;

beforeEach(() => sessionStorage.clear());

it('every catalogued form has a precompiled validator, a title and only drawable field types', () => {
  for (const spec of formCatalog) {
    const form = getForm(spec.id);
    expect(form?.validate, spec.id).toBeTypeOf('function');
    expect(spec.schema.$id).toBe(spec.id);
    expect(spec.schema.title).toBeTruthy();
  }
});

it('keeps ajv-errors custom messages although ajv-i18n localises the rest', () => {
  address.validate(cleanValues(address.schema, { tel: '123', postalCode: '12', name: 'x'.repeat(21) }));
  const errors = zhFieldErrors(address.schema, address.validate.errors);
  expect(errors).toMatchObject({ tel: '请填写正确的手机号', postalCode: '邮政编码格式不正确', name: '收货人姓名不能超过20个字', areaCode: '请选择所在地区', addressDetail: '请填写详细地址' });
});

it('localises errors without a custom message with ajv-i18n zh', () => {
  const error = { keyword: 'maximum', instancePath: '/education', schemaPath: '', params: { comparison: '<=', limit: 7 }, message: 'must be <= 7' } as ErrorObject;
  expect(zhFieldErrors(creditInfo.schema, [error])).toEqual({ education: '学历应当为 <= 7' });
});

it('cleans values: trims, drops blanks, parses numbers, unwraps pickers and keeps groups', () => {
  expect(cleanValues(creditInfo.schema, { education: ['3'], contact1: { name: ' 李父 ', phone: '' }, extra: 1 })).toEqual({ education: 3, contact1: { name: '李父' }, contact2: {} });
});

it('cross-field rules compare filled values with other fields and context values', () => {
  const values = { contact1: { phone: '13700000001' }, contact2: { phone: '13700000001' } };
  expect(crossFieldErrors(creditInfo.schema, values, { userPhone: '13900000000' })).toEqual({ 'contact2.phone': '两位联系人的手机号不能相同' });
  expect(crossFieldErrors(creditInfo.schema, { contact1: { phone: '13900000000' } }, { userPhone: '13900000000' })).toEqual({ 'contact1.phone': '联系人手机号不能是本人手机号' });
});

it('drafts leave out x-sensitive fields and survive a corrupt entry', () => {
  saveDraft(creditInfo.schema, { education: 3, contact1: { name: '李父', phone: '13700000001' } });
  expect(loadDraft('credit-info')).toEqual({ education: 3, contact1: { name: '李父' } });
  sessionStorage.setItem('qsh.formDraft.address', '{oops');
  expect(loadDraft('address')).toBeUndefined();
});
