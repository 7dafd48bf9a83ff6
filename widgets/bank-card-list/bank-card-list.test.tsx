import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BankCardList, demo, propsSchema } from '.';

describe('bank-card-list', () => {
  it('shows bank, card type and the masked number only', () => {
    render(<BankCardList {...testProps(propsSchema, {}, demo.data)} />);
    expect(screen.getByText('招商银行')).toBeInTheDocument();
    expect(screen.getByText('储蓄卡 · 默认卡')).toBeInTheDocument();
    expect(screen.getByText('6225 **** **** 8888')).toBeInTheDocument();
  });

  it('解绑 asks first, then removes the card with BK003 and reloads', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    render(<BankCardList {...p} />);
    fireEvent.click(screen.getByRole('button', { name: /解绑招商银行/ }));
    expect(await screen.findByText(/确定解绑招商银行储蓄卡（尾号8888）吗/)).toBeInTheDocument();
    expect(p.state.request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '解绑' }));
    await vi.waitFor(() => expect(p.state.request).toHaveBeenCalledWith('BK003', { cardId: 1 }, { loading: true }));
    await vi.waitFor(() => expect(p.state.reload).toHaveBeenCalled());
  });

  it('with no card it says 暂未绑定银行卡 and offers 添加银行卡', () => {
    const p = testProps(propsSchema, {}, { list: [] });
    render(<BankCardList {...p} />);
    expect(screen.getByText('暂未绑定银行卡')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard/add' });
  });
});
