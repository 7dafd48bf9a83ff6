import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testStores } from '../../tests/support/render-page';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { propsSchema } from './props.schema';
import { AccountInfo, demo } from '.';

function loggedIn() {
  const stores = testStores();
  stores.user.setToken('t');
  stores.user.setInfo({ id: 'u1', phone: '13800000000', flow: 'FINISH' });
  return stores;
}

it('shows only masked numbers and the verified name', () => {
  renderWithStores(<AccountInfo {...testProps(propsSchema, demo.props, demo.data)} />, loggedIn());
  expect(screen.getByText('138****0000')).toBeInTheDocument();
  expect(screen.getByText('110***********1234')).toBeInTheDocument();
  expect(screen.getByText('张伟（已认证）')).toBeInTheDocument();
  expect(screen.getByText('修改支付密码')).toBeInTheDocument();
});

it('未认证 leads to the ID card step; addresses, cards and cancellation to their pages', async () => {
  const p = testProps(propsSchema, {}, { ...demo.data!, verified: 'N' as const, name: undefined, maskedIdNo: undefined });
  renderWithStores(<AccountInfo {...p} />, loggedIn());
  await userEvent.click(screen.getByText('未认证'));
  await userEvent.click(screen.getByText('收货地址'));
  await userEvent.click(screen.getByText('银行卡'));
  await userEvent.click(screen.getByText('注销账户'));
  expect(p.onAction.mock.calls.map(([a]) => a)).toEqual([
    { kind: 'navigate', to: '/credit-facilities' },
    { kind: 'navigate', to: '/my/address' },
    { kind: 'navigate', to: '/my/bankcard' },
    { kind: 'navigate', to: '/my/account/cancel' },
  ]);
});

it('设置支付密码 sends the SMS code to the account phone (BA002) for CP004', async () => {
  const p = testProps(propsSchema, {}, { ...demo.data!, hasPayPassword: 'N' as const });
  p.state.request.mockResolvedValue({ devCode: '123456' });
  renderWithStores(<AccountInfo {...p} />, loggedIn());
  await userEvent.click(screen.getByText('设置支付密码'));
  // The popup is still animating in jsdom (pointer-events: none), so the tap is a plain click.
  fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
  expect(p.state.request).toHaveBeenCalledWith('BA002', { phone: '13800000000', scene: 'LOGIN' }, { loading: true, silent: true });
  expect(await screen.findByText('验证码已发送（演示环境验证码：123456）')).toBeInTheDocument();
});

it('修改支付密码, for a customer who has one, is titled so and asks for a new password, not the first one', async () => {
  const p = testProps(propsSchema, {}, { ...demo.data!, hasPayPassword: 'Y' as const });
  renderWithStores(<AccountInfo {...p} />, loggedIn());
  await userEvent.click(screen.getByText('修改支付密码'));
  const sheet = await screen.findByRole('dialog', { name: '修改支付密码' });
  expect(sheet).toHaveTextContent('验证手机号后，设置新的6位数字支付密码');
  expect(sheet).not.toHaveTextContent('请先设置');
});
