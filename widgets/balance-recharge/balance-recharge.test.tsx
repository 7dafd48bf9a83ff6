import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BalanceRecharge, propsSchema } from '.';

describe('balance-recharge', () => {
  it('refuses a bad or out-of-range amount with a message, keeps the text and creates nothing', async () => {
    const p = testProps(propsSchema, {});
    render(<BalanceRecharge {...p} />);
    const input = screen.getByLabelText('充值金额');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入充值金额');
    await userEvent.type(input, '1.234');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的金额（最多两位小数）');
    expect(input).toHaveValue('1.234');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('单笔最低充值1元');
    await userEvent.clear(input);
    await userEvent.type(input, '50001');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('单笔最高充值50,000元');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('a quick pick fills the amount; OT003 in cents, then the cashier with orderSource SPEND_RECHARGE', async () => {
    const p = testProps(propsSchema, {});
    p.state.request.mockResolvedValue({ orderId: 'R1' });
    render(<BalanceRecharge {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '¥100' }));
    expect(screen.getByLabelText('充值金额')).toHaveValue('100');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(p.state.request).toHaveBeenCalledWith('OT003', { amount: 10000 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'R1', orderSource: 'SPEND_RECHARGE' } });
  });
});
