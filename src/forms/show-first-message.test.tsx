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

it('a press of 提交 that finds messages takes focus to the first field showing one and tells a screen reader its message', async () => {
  const values = { ...FILLED, contact1: { ...FILLED.contact1, phone: '123' }, contact2: { ...FILLED.contact2, name: undefined } };
  render(<SchemaForm form={creditInfo} initialValues={values} onSubmit={vi.fn()} />);
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  await vi.waitFor(() => expect(screen.getByRole('textbox', { name: '直系亲属联系人 手机号' })).toHaveFocus());
  expect(screen.getByRole('status').textContent).toBe('直系亲属联系人 手机号：请填写正确的手机号');
  // Pressed again with nothing put right, the message is told again: the live text changes.
  const told = screen.getByRole('status').textContent;
  await userEvent.click(submit);
  await vi.waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(told));
  expect(screen.getByRole('status')).toHaveTextContent('直系亲属联系人 手机号：请填写正确的手机号');
});

it('a choice showing the first message takes focus on its chip, the one tab stop of the group', async () => {
  render(<SchemaForm form={creditInfo} initialValues={{ ...FILLED, maritalStatus: undefined }} onSubmit={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  const marital = screen.getByRole('radiogroup', { name: '婚姻状况' });
  await vi.waitFor(() => expect(marital.contains(document.activeElement)).toBe(true));
  expect(document.activeElement).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('status').textContent).toBe('婚姻状况：请选择婚姻状况');
});

it('a press of 提交 that finds nothing to put right scrolls nowhere', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={creditInfo} initialValues={FILLED} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(shown).toEqual([]);
  expect(screen.getByRole('status').textContent).toBe('');
});
