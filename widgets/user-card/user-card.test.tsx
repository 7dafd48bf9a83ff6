import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { UserCard, demo } from '.';

it('asks a guest to log in', async () => {
  const p = testProps(propsSchema, { loggedIn: false });
  render(<UserCard {...p} />);
  expect(screen.queryByText('138****0000')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'login' });
});

it('shows the masked phone and the member badge of a signed-in member', async () => {
  const p = testProps(propsSchema, demo.props);
  render(<UserCard {...p} />);
  expect(screen.getByText('年卡会员')).toBeInTheDocument();
  expect(screen.getByText('有效期至 2026-01-31')).toBeInTheDocument();
  await userEvent.click(screen.getByText('138****0000'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/account' });
});

it('shows 普通用户 without a card in force', () => {
  render(<UserCard {...testProps(propsSchema, { loggedIn: true, phone: '13900000000', memberCardType: 'NONE' })} />);
  expect(screen.getByText('普通用户')).toBeInTheDocument();
  expect(screen.getByText('139****0000')).toBeInTheDocument();
});
