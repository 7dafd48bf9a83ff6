import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pending } from './page-harness';
import { openAs } from './journey-harness';

const address = (id: number, name: string, isDefault: 'Y' | 'N') => ({
  id, name, tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', country: '中国', areaCode: '110105', isDefault, postalCode: '100020', addressDetail: `建国路 ${id} 号`,
});
const list = { list: [address(1, '张伟', 'Y'), address(2, '李娜', 'N')] };

beforeEach(() => sessionStorage.clear());

describe('addresses /my/address', () => {
  it('lists the addresses, default first, and opens add and edit', async () => {
    const { actions } = openAs('my/address.json', { answers: { AD001: list }, flow: 'FINISH' });
    expect(await screen.findByText('北京市朝阳区 建国路 1 号')).toBeInTheDocument();
    expect(screen.getByText('默认')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '编辑 李娜 的地址' }));
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/address/edit', query: { id: '2' } }, { kind: 'navigate', to: '/my/address/edit' }]);
  });

  it('sets a default with AD004 and shows the list it answers', async () => {
    const { callRaw } = openAs('my/address.json', { answers: { AD001: list, AD004: { list: [address(2, '李娜', 'Y'), address(1, '张伟', 'N')] } }, flow: 'FINISH' });
    await userEvent.click(await screen.findByText('设为默认'));
    await waitFor(() => expect(callRaw).toHaveBeenCalledWith('AD004', { id: 2 }, { loading: true }));
    expect(await screen.findByText('北京市朝阳区 建国路 2 号')).toBeInTheDocument();
  });

  it('deletes only after the confirm (AD005)', async () => {
    const { callRaw } = openAs('my/address.json', { answers: { AD001: list, AD005: { list: [address(1, '张伟', 'Y')] } }, flow: 'FINISH' });
    await userEvent.click(await screen.findByRole('button', { name: '删除 李娜 的地址' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除 李娜 的收货地址吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('删除'));
    await waitFor(() => expect(callRaw).toHaveBeenCalledWith('AD005', { id: 2 }, { loading: true }));
    await waitFor(() => expect(screen.queryByText('李娜')).toBeNull());
  });

  it('shows loading, 暂无收货地址 with the add button, and an error with 重试', async () => {
    const loading = openAs('my/address.json', { answers: { AD001: pending }, flow: 'FINISH' });
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();
    const empty = openAs('my/address.json', { answers: { AD001: { list: [] } }, flow: 'FINISH' });
    expect(await screen.findByText('暂无收货地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增收货地址' })).toBeInTheDocument();
    empty.unmount();
    const AD001 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(list);
    openAs('my/address.json', { answers: { AD001 }, flow: 'FINISH' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('北京市朝阳区 建国路 1 号')).toBeInTheDocument();
  });
});

describe('address edit /my/address/edit', () => {
  it('without ?id= adds: the empty form with its Chinese messages', async () => {
    const { callRaw } = openAs('my/address/edit.json', { answers: { AD001: list }, flow: 'FINISH' });
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    for (const text of ['请填写收货人姓名', '请填写正确的手机号', '请选择所在地区', '请填写详细地址', '邮政编码格式不正确']) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(callRaw).not.toHaveBeenCalled();
  });

  it('with ?id= loads that address and saves it with AD003, then goes back', async () => {
    const { callRaw, actions } = openAs('my/address/edit.json', { answers: { AD001: list, AD003: address(2, '李娜', 'N') }, flow: 'FINISH', query: { id: '2' } });
    expect(await screen.findByDisplayValue('李娜')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(actions).toEqual([{ kind: 'back' }]));
    expect(callRaw).toHaveBeenCalledWith('AD003', expect.objectContaining({ id: 2, name: '李娜', areaCode: '110105', isDefault: 'N' }), { loading: true, silent: true });
  });

  it('/my/account links the addresses', async () => {
    const account = { maskedPhone: '139****0000', verified: 'Y', name: '李娜', maskedIdNo: '110***********1234', hasPayPassword: 'N', addressCount: 1, bankCardCount: 0 };
    const { actions } = openAs('my/account.json', { answers: { UC013: account }, flow: 'FINISH' });
    await userEvent.click(await screen.findByText('收货地址'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/address' }]);
  });
});
