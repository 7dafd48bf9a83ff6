import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from './form-registry';
import { SchemaForm } from './SchemaForm';
import { countingForm, mostRuns } from './testing/counting-form';

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
  render(<SchemaForm form={form} onSubmit={vi.fn()} />);
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  await screen.findByText('请选择学历');
  const once = { ...runs.parts };
  await userEvent.click(submit);
  expect(runs.parts).toEqual(once);
  await userEvent.type(screen.getAllByPlaceholderText('请填写联系人姓名')[0]!, '李父');
  await userEvent.click(submit);
  expect(runs.parts['contact1.name']).toBeGreaterThan(0);
  // A field's message when empty comes from its object's validator, run once for the form.
  expect(runs.parts.contact1).toBe(1);
  expect(runs.parts.contact2).toBe(1);
  expect(screen.getAllByText('请填写联系人姓名')).toHaveLength(1);
});
