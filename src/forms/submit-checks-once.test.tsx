import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValidateFunction } from 'ajv';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm, type CompiledForm } from './form-registry';
import { SchemaForm } from './SchemaForm';

const creditInfo = getForm('credit-info')!;
let checks = 0;

/** The credit-info form with a validator that counts whole-form checks. */
function countingForm(): CompiledForm {
  const validate = ((data: unknown) => {
    checks += 1;
    const ok = creditInfo.validate(data);
    validate.errors = creditInfo.validate.errors;
    return ok;
  }) as ValidateFunction;
  return { ...creditInfo, validate };
}

beforeEach(() => {
  checks = 0;
  sessionStorage.clear();
});

it('a submit of the credit-info form checks the whole form once, with the same Chinese messages', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={countingForm()} context={{ userPhone: '13900000000' }} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请选择学历')).toBeInTheDocument();
  expect(screen.getAllByText('请选择与联系人的关系')).toHaveLength(2);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(checks).toBe(1);
});

it('a second submit of unchanged values checks nothing again, and a change is checked afresh', async () => {
  render(<SchemaForm form={countingForm()} onSubmit={vi.fn()} />);
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  await screen.findByText('请选择学历');
  await userEvent.click(submit);
  expect(checks).toBe(1);
  await userEvent.type(screen.getAllByPlaceholderText('请填写联系人姓名')[0]!, '李父');
  await userEvent.click(submit);
  expect(checks).toBeGreaterThan(1);
});
