import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { renderWithStores } from '../../tests/support/test-stores';
import { FormWidget, demo } from '.';

it('shows Chinese messages from the precompiled validator and does not submit', async () => {
  const p = testProps(propsSchema, demo.props);
  renderWithStores(<FormWidget {...p} />);
  await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '123');
  await userEvent.click(screen.getByRole('button', { name: '保存联系人' }));
  expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
  expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
  expect(p.onAction).not.toHaveBeenCalled();
});

it('submits valid values to its api and then emits its success action', async () => {
  const p = testProps(propsSchema, { ...demo.props, submit: { api: 'UC001', params: { type: 'contact' } } });
  renderWithStores(<FormWidget {...p} />);
  await userEvent.type(screen.getByPlaceholderText('请输入姓名'), '张三');
  await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '保存联系人' }));
  await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' }));
  expect(p.state.request).toHaveBeenCalledWith('UC001', { type: 'contact', name: '张三', phone: '13800138000' }, { loading: true, silent: true });
});
