import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { EquityOrders, demo, propsSchema } from '.';

afterEach(() => vi.unstubAllGlobals());

/** The demo orders as if placed just now (yyyy-MM-dd HH:mm:ss, Asia/Shanghai). */
const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const recent = { ...demo.data!, list: demo.data!.list.map((o) => (o.status === 'REFUND' ? o : { ...o, createTime: now })) };

describe('equity-orders', () => {
  it('shows each order with amount and status; 申请退款 only on a finished order, 去支付 on an unpaid one', async () => {
    const p = testProps(propsSchema, {}, recent);
    render(<EquityOrders {...p} />);
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('已退款')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '申请退款' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '申请退款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/order-return', query: { orderId: 'O3' } });
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O2', orderSource: 'VIP_BUY' } });
    expect(p.onAction).toHaveBeenCalledTimes(2);
  });

  it('offers no refund after the return period', () => {
    const old = { ...recent, list: [{ ...recent.list[0]!, createTime: '2020-01-01 10:00:00' }], total: 1 };
    render(<EquityOrders {...testProps(propsSchema, {}, old)} />);
    expect(screen.queryByRole('button', { name: '申请退款' })).not.toBeInTheDocument();
  });

  it('says 暂无权益订单 when empty, and loads the next page at the foot', async () => {
    const { unmount } = render(<EquityOrders {...testProps(propsSchema, {}, { list: [], total: 0, pageNum: 1, pageSize: 10 })} />);
    expect(screen.getByText('暂无权益订单')).toBeInTheDocument();
    unmount();
    mockIntersectionObserver(false);
    const p = testProps(propsSchema, {}, demo.data);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<EquityOrders {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
    await act(async () => bringIntoView(screen.getByRole('status')));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
