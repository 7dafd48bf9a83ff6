import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { PointsToBalance, demo, propsSchema } from '.';

const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]') ?? document.body;

describe('points-to-balance', () => {
  it('refuses points that are not whole hundreds or more than the available ones, keeping the text', async () => {
    const p = testProps(propsSchema, {}, { points: 1000, frozenPoints: 600 });
    render(<PointsToBalance {...p} />);
    const input = screen.getByLabelText('兑换积分');
    await userEvent.type(input, '150');
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('兑换积分须为100的整数倍');
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('可用积分不足，当前可用 400');
    expect(input).toHaveValue('500');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('0 points gets the minimum (兑换积分不能少于100积分), not the multiple rule', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    render(<PointsToBalance {...p} />);
    await userEvent.type(screen.getByLabelText('兑换积分'), '0');
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(screen.getByRole('alert')).toHaveTextContent('兑换积分不能少于100积分');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('a double tap on 立即兑换 asks once and exchanges once (one OT005)', async () => {
    // Its question is one no other test of this file asks: a question of the test before may still be closing.
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockResolvedValue({ points: 2500, amount: 100, balance: 50100 });
    render(<PointsToBalance {...p} />);
    await userEvent.type(screen.getByLabelText('兑换积分'), '100');
    const button = screen.getByRole('button', { name: '立即兑换' });
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await dialogWith('确定使用100积分兑换¥1.00余额吗？');
    expect(screen.getAllByText('确定使用100积分兑换¥1.00余额吗？')).toHaveLength(1);
    fireEvent.click(within(dialog).getByText('兑换'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    expect(p.state.request.mock.calls.filter(([api]) => api === 'OT005')).toHaveLength(1);
  });

  it('全部兑换 takes the whole hundreds; confirms and sends OT005, then the success page with the amount as money (¥26.00)', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockResolvedValue({ points: 50, amount: 2600, balance: 52600 });
    render(<PointsToBalance {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '全部兑换' }));
    expect(screen.getByLabelText('兑换积分')).toHaveValue('2600');
    expect(screen.getByText('预计到账 ¥26.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    fireEvent.click(within(await dialogWith('确定使用2600积分兑换¥26.00余额吗？')).getByText('兑换'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/otayonii/success', query: { amount: '¥26.00', points: 2600 }, replace: true }));
    expect(p.state.request).toHaveBeenCalledWith('OT005', { points: 2600 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });
});
