import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { AddressList, type Address } from '.';

const address = (id: number, name: string, isDefault: 'Y' | 'N'): Address => ({ id, name, tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', isDefault, addressDetail: `建国路 ${id} 号` });

it('shows the list AD004 answers, and keeps it when the next change fails', async () => {
  const p = testProps(propsSchema, {});
  const answers: Record<string, () => Promise<unknown>> = {
    AD001: async () => ({ list: [address(1, '张伟', 'Y'), address(2, '李娜', 'N')] }),
    AD004: async () => ({ list: [address(2, '李娜', 'Y'), address(1, '张伟', 'N')] }),
  };
  p.state.request.mockImplementation((api) => answers[api]!());
  render(<AddressList {...p} />);
  await userEvent.click(await screen.findByText('设为默认'));
  await waitFor(() => expect(screen.getAllByText(/号$/).map((e) => e.textContent)).toEqual(['北京市朝阳区 建国路 2 号', '北京市朝阳区 建国路 1 号']));
  answers.AD004 = () => Promise.reject(new Error('操作失败'));
  await userEvent.click(screen.getByText('设为默认'));
  await waitFor(() => expect(p.state.request).toHaveBeenCalledTimes(3));
  expect(screen.getAllByText(/号$/).map((e) => e.textContent)).toEqual(['北京市朝阳区 建国路 2 号', '北京市朝阳区 建国路 1 号']);
  expect(p.state.request).toHaveBeenCalledWith('AD004', { id: 1 }, { loading: true });
  expect(p.state.request.mock.calls.filter(([api]) => api === 'AD001')).toHaveLength(1);
});

it('shows loading, then the error with 重试, then the empty list with 新增收货地址', async () => {
  const p = testProps(propsSchema, { editPath: '/addr/edit' });
  let answer: () => Promise<unknown> = () => Promise.reject(new Error('后端接口连接异常'));
  p.state.request.mockImplementation(() => answer());
  const view = render(<AddressList {...p} />);
  expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
  answer = () => Promise.resolve({ list: [] });
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('暂无收货地址')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/addr/edit' });
});

it('swiping an address left past 15% of 删除\'s width shows 删除, which asks before AD005', async () => {
  // jsdom lays nothing out: say the swipe's 删除 is 100 px wide, so the cell opens past 15 px.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('qsh-swipe-cell-actions') ? 100 : 0;
  });
  const p = testProps(propsSchema, {});
  const answers: Record<string, () => Promise<unknown>> = {
    AD001: async () => ({ list: [address(1, '张伟', 'Y'), address(2, '李娜', 'N')] }),
    AD005: async () => ({ list: [address(1, '张伟', 'Y')] }),
  };
  p.state.request.mockImplementation((api) => answers[api]!());
  render(<AddressList {...p} />);
  const card = await screen.findByText('北京市朝阳区 建国路 2 号');
  // At rest the swipe's 删除 is hidden: only the visible buttons are there.
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  fireEvent.pointerDown(card, { clientX: 300, clientY: 200, pointerId: 1, isPrimary: true });
  fireEvent.pointerMove(card, { clientX: 288, clientY: 201, pointerId: 1 });
  fireEvent.pointerMove(card, { clientX: 284, clientY: 201, pointerId: 1 });
  fireEvent.pointerUp(card, { clientX: 284, clientY: 201, pointerId: 1 });
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('确定删除 李娜 的收货地址吗？')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByText('删除'));
  await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('AD005', { id: 2 }, { loading: true }));
  await waitFor(() => expect(screen.queryByText('李娜')).toBeNull());
  // The visible buttons stay, with their labels.
  expect(screen.getByRole('button', { name: '删除 张伟 的地址' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '编辑 张伟 的地址' })).toBeInTheDocument();
});
