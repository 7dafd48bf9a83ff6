import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { PayResult } from './PayResult';
import { propsSchema } from './props.schema';

const answer = (status: string, paid: 'Y' | 'N') => ({ orderId: 'O1', title: '无线蓝牙耳机', scene: 'GOODS_ORDER', amount: 45900, status, channelStatus: 'NON', paid });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: unknown[], reloadInfo = vi.fn(async () => undefined)) {
  const p = testProps(propsSchema, { orderId: 'O1' });
  let i = 0;
  p.state.request.mockImplementation(async () => answers[Math.min(i++, answers.length - 1)]);
  renderWithStores(<PayResult {...p} />, { user: { reloadInfo } });
  return p;
}

const flush = () => act(async () => { await Promise.resolve(); });

describe('pay result polls CS003 with backoff', () => {
  it('polls now, after 1 s, then 2 s more, and shows 支付成功 once paid', async () => {
    const { state, onAction } = setup([answer('PAYING', 'N'), answer('PAYING', 'N'), answer('FINISH', 'Y')]);
    await flush();
    expect(state.request).toHaveBeenCalledTimes(1);
    expect(screen.getByText('支付处理中')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(999));
    expect(state.request).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(state.request).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(state.request).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(state.request).toHaveBeenCalledTimes(3);
    expect(screen.getByText('支付成功')).toBeInTheDocument();
    expect(state.request).toHaveBeenCalledWith('CS003', { orderId: 'O1' }, { silent: true });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(state.request).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-info', query: { orderId: 'O1' }, replace: true });
  });

  it('an order that does not exist (2502) stops polling at once: 未找到该订单 with 我的订单, no 重新支付', async () => {
    const p = testProps(propsSchema, { orderId: 'NOPE' });
    p.state.request.mockRejectedValue(Object.assign(new Error('订单 NOPE 不存在'), { rspCode: '2502' }));
    renderWithStores(<PayResult {...p} />, { user: { reloadInfo: vi.fn(async () => undefined) } });
    await flush();
    expect(screen.getByText('未找到该订单')).toBeInTheDocument();
    expect(screen.getByText('订单 NOPE 不存在')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '重新支付' })).not.toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-list', replace: true });
  });

  it('stops after 8 polls and offers 重新支付, back to the cashier', async () => {
    const { state, onAction } = setup([answer('PAYING', 'N')]);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(state.request).toHaveBeenCalledTimes(8);
    expect(screen.getByText('支付结果确认中')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O1' }, replace: true });
  });

  it('a payment that did not go through (order back at REPAY) shows 支付未完成 with 重新支付 at once', async () => {
    const { state } = setup([answer('REPAY', 'N')]);
    await flush();
    expect(state.request).toHaveBeenCalledTimes(1);
    expect(screen.getByText('支付未完成')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新支付' })).toBeInTheDocument();
  });

  it('a cancelled order cannot be paid again', async () => {
    setup([answer('FAILED', 'N')]);
    await flush();
    expect(screen.getByText('订单已失效')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新支付' })).toBeNull();
  });

  it('a paid membership card reloads the user info once (member badge and prices); other orders do not', async () => {
    const reload = vi.fn(async () => undefined);
    setup([{ ...answer('FINISH', 'Y'), scene: 'VIP_BUY' }], reload);
    await flush();
    expect(screen.getByText('支付成功')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => undefined);
    setup([answer('FINISH', 'Y')], other);
    await flush();
    expect(other).not.toHaveBeenCalled();
  });
});
