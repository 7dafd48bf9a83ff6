import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getForm } from './form-registry';
import { SchemaForm } from './SchemaForm';
import { CREDIT_INFO_FILLED as FILLED } from './testing/credit-info-answers';

const creditInfo = getForm('credit-info')!;

// jsdom lays nothing out and has no scrollIntoView: the test records which element asked to be shown.
const shown: Element[] = [];
beforeEach(() => {
  sessionStorage.clear();
  shown.length = 0;
  Element.prototype.scrollIntoView = function record(this: Element) {
    shown.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const itemOf = (text: string) => screen.getByText(text).closest('.adm-form-item');

it('a press of 提交 that finds messages brings the first field showing one into view, not the first field', async () => {
  // The first contact's phone is wrong and the second contact's name is missing: both fields are far down the form.
  const values = { ...FILLED, contact1: { ...FILLED.contact1, phone: '123' }, contact2: { ...FILLED.contact2, name: undefined } };
  render(<SchemaForm form={creditInfo} initialValues={values} onSubmit={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await screen.findByText('请填写正确的手机号');
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]).toBe(itemOf('请填写正确的手机号'));
  expect(screen.getByText('请填写联系人姓名')).toBeInTheDocument();
});

it('a press of 提交 that finds nothing to put right scrolls nowhere', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={creditInfo} initialValues={FILLED} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(shown).toEqual([]);
});
