import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from './form-registry';
import { SchemaForm } from './SchemaForm';
import { countingForm, mostRuns } from './testing/counting-form';
import { CREDIT_INFO_FILLED as FILLED } from './testing/credit-info-answers';

const creditInfo = getForm('credit-info')!;

beforeEach(() => {
  sessionStorage.clear();
});

it('a submit of the credit-info form checks the whole form once, with the same Chinese messages', async () => {
  const { form, runs } = countingForm(creditInfo);
  const onSubmit = vi.fn();
  render(<SchemaForm form={form} context={{ userPhone: '13900000000' }} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请选择学历')).toBeInTheDocument();
  expect(screen.getAllByText('请选择与联系人的关系')).toHaveLength(2);
  expect(onSubmit).not.toHaveBeenCalled();
  // The form's own keywords (its required fields) were checked, and no validator ran twice.
  expect(runs.parts['']).toBe(1);
  expect(mostRuns(runs)).toBe(1);
});

it('a second submit of unchanged values checks nothing again, and a change runs only the changed field\'s validator', async () => {
  const { form, runs } = countingForm(creditInfo);
  // Filled but for the first contact's name, so most fields' validators have a value to judge.
  const filled = {
    education: 5, occupationType: 2, industry: 11, annualIncome: 4, housingStatus: 2, maritalStatus: 2,
    contact1: { relation: 'PARENT', phone: '13900139000' },
    contact2: { relation: 'FRIEND', name: '李四', phone: '13700137000' },
  };
  render(<SchemaForm form={form} initialValues={filled} onSubmit={vi.fn()} />);
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  await screen.findByText('请填写联系人姓名');
  const once = { ...runs.parts };
  expect(once['contact2.phone']).toBe(1);
  await userEvent.click(submit);
  expect(runs.parts).toEqual(once);
  await userEvent.type(screen.getAllByPlaceholderText('请填写联系人姓名')[0]!, '李父');
  await userEvent.click(submit);
  // Only the edited field's validator ran again; an empty field's message comes from its object's
  // validator, run once for the form.
  const { 'contact1.name': edited, ...others } = runs.parts;
  const { 'contact1.name': _before, ...othersBefore } = once;
  expect(edited).toBeGreaterThan(0);
  expect(others).toEqual(othersBefore);
  expect(runs.parts.contact1).toBe(1);
  expect(screen.queryByText('请填写联系人姓名')).not.toBeInTheDocument();
});

it('a second press of 提交 while the first submit is under way does not submit again', async () => {
  let finish: (done: boolean) => void = () => undefined;
  const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => { finish = resolve; }));
  render(<SchemaForm form={creditInfo} initialValues={FILLED} onSubmit={onSubmit} />);
  const submit = screen.getByRole('button', { name: '提交' });
  // A quick double tap: the second press comes before React has drawn the button busy.
  fireEvent.click(submit);
  fireEvent.click(submit);
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith(FILLED);
  finish(true);
  await vi.waitFor(() => expect(screen.getByRole('button', { name: '提交' })).not.toBeDisabled());
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('Enter in a field submits the form as 提交 does, and a message goes once the field is put right', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={creditInfo} initialValues={{ ...FILLED, contact1: { ...FILLED.contact1, phone: '123' } }} onSubmit={onSubmit} />);
  const phone = screen.getAllByPlaceholderText('请填写联系人手机号')[0]!;
  await userEvent.type(phone, '{Enter}');
  expect(await screen.findByText('请填写正确的手机号')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(phone);
  await userEvent.type(phone, '13900139000');
  await vi.waitFor(() => expect(screen.queryByText('请填写正确的手机号')).not.toBeInTheDocument());
  await userEvent.type(phone, '{Enter}');
  expect(onSubmit).toHaveBeenCalledWith(FILLED);
});
