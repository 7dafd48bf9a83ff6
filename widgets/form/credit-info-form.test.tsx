import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { draftKey } from '@/forms';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { renderWithStores } from '../../tests/support/test-stores';
import { FormWidget, type FormInput } from '.';

const props: FormInput = { form: 'credit-info', submitText: '提交', submit: { api: 'CR002' }, draft: true, pickContacts: true, success: { kind: 'navigate', to: '/active-loading', replace: true } };
const me = { user: { info: { id: 'u1', phone: '13900000000', flow: 'INFO' } } };

beforeEach(() => sessionStorage.clear());

const phones = () => screen.getAllByPlaceholderText('请填写联系人手机号');
const names = () => screen.getAllByPlaceholderText('请填写联系人姓名');

it('names every missing choice and contact field in Chinese', async () => {
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  for (const text of ['请选择学历', '请选择职业类型', '请选择所属行业', '请选择年收入', '请选择居住情况', '请选择婚姻状况']) expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getAllByText('请填写联系人姓名', { selector: '.adm-form-item-feedback-error' })).toHaveLength(2);
  expect(screen.getAllByText('请选择与联系人的关系')).toHaveLength(2);
});

it('refuses an invalid phone, two equal phones and the user own phone', async () => {
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  await userEvent.type(phones()[0]!, '1390000000');
  fireEvent.blur(phones()[0]!);
  expect(await screen.findByText('请填写正确的手机号')).toBeInTheDocument();
  await userEvent.clear(phones()[0]!);
  await userEvent.type(phones()[0]!, '13900000000');
  fireEvent.blur(phones()[0]!);
  expect(await screen.findByText('联系人手机号不能是本人手机号')).toBeInTheDocument();
  await userEvent.clear(phones()[0]!);
  await userEvent.type(phones()[0]!, '13700000001');
  await userEvent.type(phones()[1]!, '13700000001');
  fireEvent.blur(phones()[1]!);
  expect(await screen.findByText('两位联系人的手机号不能相同')).toBeInTheDocument();
});

it('keeps choices and names in the draft but never the contacts phones', async () => {
  const first = renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  await userEvent.type(names()[0]!, '李父');
  await userEvent.type(phones()[0]!, '13700000001');
  fireEvent.click(screen.getByRole('radio', { name: '已婚' }));
  first.unmount();
  expect(sessionStorage.getItem(draftKey('credit-info'))).not.toContain('13700000001');
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  expect(names()[0]).toHaveValue('李父');
  expect(phones()[0]).toHaveValue('');
  expect(screen.getByRole('radio', { name: '已婚' })).toHaveAttribute('aria-checked', 'true');
});

it('a choice such as 婚姻状况 is made from the keyboard, and the form keeps the one value the schema wants', async () => {
  const first = renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  const marital = screen.getByRole('radiogroup', { name: '婚姻状况' });
  within(marital).getByRole('radio', { name: '未婚' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(marital).getByRole('radio', { name: '已婚' })).toHaveFocus();
  first.unmount();
  expect(JSON.parse(sessionStorage.getItem(draftKey('credit-info'))!)).toMatchObject({ maritalStatus: 2 });
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  expect(screen.getByRole('radio', { name: '已婚' })).toHaveAttribute('aria-checked', 'true');
});

it('each contact field is named with its group, so a screen reader tells the 直系亲属联系人 from the 其他联系人', async () => {
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  const [firstName, secondName] = names();
  expect(screen.getByRole('textbox', { name: '直系亲属联系人 姓名' })).toBe(firstName);
  expect(screen.getByRole('textbox', { name: '其他联系人 姓名' })).toBe(secondName);
  const [firstPhone, secondPhone] = phones();
  expect(screen.getByRole('textbox', { name: '直系亲属联系人 手机号' })).toBe(firstPhone);
  expect(screen.getByRole('textbox', { name: '其他联系人 手机号' })).toBe(secondPhone);
  fireEvent.click(within(screen.getByRole('radiogroup', { name: '其他联系人 关系' })).getAllByRole('radio')[0]!);
  expect(within(screen.getByRole('radiogroup', { name: '直系亲属联系人 关系' })).queryByRole('radio', { checked: true })).toBeNull();
  // A field outside any group keeps its own title.
  expect(screen.getByRole('radiogroup', { name: '婚姻状况' })).toBeInTheDocument();
});

it('offers 从通讯录选择 only in an app shell and fills the group from the picked contact', async () => {
  const browser = renderWithStores(<FormWidget {...testProps(propsSchema, props)} />, me);
  expect(screen.queryByText('从通讯录选择')).toBeNull();
  browser.unmount();
  const p = testProps(propsSchema, props);
  p.state.pickContact.mockResolvedValueOnce({ contactName: '张三', contactPhone1: '+86 137-0000-0002', contactPhone2: '', contactPhone3: '' });
  renderWithStores(<FormWidget {...p} />, { ...me, app: { shell: 'flutter', inAppShell: true } });
  await userEvent.click(screen.getAllByRole('button', { name: '从通讯录选择' })[1]!);
  await waitFor(() => expect(names()[1]).toHaveValue('张三'));
  expect(phones()[1]).toHaveValue('13700000002');
});
