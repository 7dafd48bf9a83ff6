import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { renderWithStores } from '../../tests/support/test-stores';
import { FormWidget, type FormInput } from '.';

const props: FormInput = {
  form: 'address',
  submitText: '保存',
  submit: { api: 'AD002' },
  record: { id: '', load: { api: 'AD001', path: 'list' }, submit: { api: 'AD003' } },
  draft: true,
  success: { kind: 'back' },
};
const saved = { id: 7, name: '张伟', tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', country: '中国', areaCode: '110105', isDefault: 'Y', postalCode: '100020', addressDetail: '建国路 88 号' };

beforeEach(() => sessionStorage.clear());

async function pickArea() {
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  // The picker's popup animates; jsdom never finishes it, so its confirm stays clickable. The
  // wheel settles on its first options in an effect a busy machine can delay past the first
  // 确定, so 确定 is pressed until the area lands.
  await screen.findByLabelText('当前选择的是：东城区');
  await waitFor(() => {
    fireEvent.click(screen.getByText('确定'));
    expect(screen.getByRole('button', { name: '所在地区：北京市 北京市 东城区' })).toBeInTheDocument();
  });
}

it('shows each custom message beside its field', async () => {
  const p = testProps(propsSchema, props);
  renderWithStores(<FormWidget {...p} />);
  await userEvent.type(screen.getByPlaceholderText('请填写收货人手机号'), '12345');
  await userEvent.type(screen.getByPlaceholderText('6位数字邮编'), '1000');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  for (const text of ['请填写收货人姓名', '请填写正确的手机号', '请选择所在地区', '请填写详细地址', '邮政编码格式不正确']) expect(await screen.findByText(text)).toBeInTheDocument();
  expect(p.state.request).not.toHaveBeenCalled();
});

it('caps the detail at 200 characters', () => {
  renderWithStores(<FormWidget {...testProps(propsSchema, props)} />);
  const detail = screen.getByPlaceholderText('街道、楼牌号等');
  fireEvent.change(detail, { target: { value: '路'.repeat(250) } });
  expect((detail as HTMLTextAreaElement).value).toHaveLength(200);
  expect(screen.getByText('200/200')).toBeInTheDocument();
});

it('adds an address with AD002 (area names from the picker, country 中国, default N) and drops the draft', async () => {
  const p = testProps(propsSchema, props);
  renderWithStores(<FormWidget {...p} />);
  await userEvent.type(screen.getByPlaceholderText('请填写收货人姓名'), '李娜');
  await userEvent.type(screen.getByPlaceholderText('请填写收货人手机号'), '13900000001');
  await pickArea();
  await userEvent.type(screen.getByPlaceholderText('街道、楼牌号等'), '长安街 1 号');
  await userEvent.type(screen.getByPlaceholderText('6位数字邮编'), '100010');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' }));
  expect(sessionStorage.getItem('qsh.formDraft.address')).toBeNull();
  expect(p.state.request).toHaveBeenCalledWith(
    'AD002',
    { name: '李娜', tel: '13900000001', areaCode: '110101', province: '北京市', city: '北京市', county: '东城区', country: '中国', addressDetail: '长安街 1 号', postalCode: '100010', isDefault: 'N' },
    { loading: true, silent: true },
  );
});

it('keeps a half-filled form across a remount (session draft)', async () => {
  const first = renderWithStores(<FormWidget {...testProps(propsSchema, props)} />);
  await userEvent.type(screen.getByPlaceholderText('请填写收货人姓名'), '王五');
  first.unmount();
  const p = testProps(propsSchema, props);
  renderWithStores(<FormWidget {...p} />);
  expect(screen.getByPlaceholderText('请填写收货人姓名')).toHaveValue('王五');
});

it('a failed submit keeps what was typed and shows the server message', async () => {
  const p = testProps(propsSchema, props);
  p.state.request.mockRejectedValueOnce(new Error('最多保存20个收货地址'));
  renderWithStores(<FormWidget {...p} />);
  await userEvent.type(screen.getByPlaceholderText('请填写收货人姓名'), '李娜');
  await userEvent.type(screen.getByPlaceholderText('请填写收货人手机号'), '13900000001');
  await pickArea();
  await userEvent.type(screen.getByPlaceholderText('街道、楼牌号等'), '长安街 1 号');
  await userEvent.type(screen.getByPlaceholderText('6位数字邮编'), '100010');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert', {})).toHaveTextContent('最多保存20个收货地址');
  expect(screen.getByPlaceholderText('请填写收货人姓名')).toHaveValue('李娜');
  expect(p.onAction).not.toHaveBeenCalled();
});

it('edits the record ?id= with AD003: loads it, shows its area and toggles default', async () => {
  const p = testProps(propsSchema, { ...props, record: { ...props.record!, id: '7' } });
  p.state.request.mockImplementation(async (api: string) => (api === 'AD001' ? { list: [saved] } : saved));
  renderWithStores(<FormWidget {...p} />);
  expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '所在地区：北京市 北京市 朝阳区' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('AD003', expect.objectContaining({ id: 7, name: '张伟', isDefault: 'N', areaCode: '110105' }), { loading: true, silent: true }));
});

it('设为默认地址 is turned from the keyboard: a Tab stop that Space turns', async () => {
  const p = testProps(propsSchema, { ...props, record: { ...props.record!, id: '7' } });
  p.state.request.mockImplementation(async (api: string) => (api === 'AD001' ? { list: [saved] } : saved));
  renderWithStores(<FormWidget {...p} />);
  const toggle = await screen.findByRole('switch', { name: '设为默认地址' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  screen.getByPlaceholderText('6位数字邮编').focus();
  await userEvent.tab();
  expect(toggle).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('AD003', expect.objectContaining({ id: 7, isDefault: 'N' }), { loading: true, silent: true }));
});

it('shows loading, a missing record (with 返回, which goes back) and a load error with retry', async () => {
  const p = testProps(propsSchema, { ...props, record: { ...props.record!, id: '99' } });
  let answer: () => Promise<unknown> = () => new Promise(() => undefined);
  p.state.request.mockImplementation(() => answer());
  const view = renderWithStores(<FormWidget {...p} />);
  expect(view.container.querySelector('.adm-skeleton')).not.toBeNull();
  view.unmount();
  answer = () => Promise.resolve({ list: [saved] });
  renderWithStores(<FormWidget {...p} />);
  expect(await screen.findByText('记录不存在')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' });
  answer = () => Promise.reject(new Error('后端接口连接异常'));
  renderWithStores(<FormWidget {...p} />);
  const error = await screen.findByText('后端接口连接异常');
  answer = () => Promise.resolve({ list: [{ ...saved, id: 99 }] });
  await userEvent.click(within(error.closest('.adm-error-block') as HTMLElement).getByRole('button', { name: '重试' }));
  expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
});
