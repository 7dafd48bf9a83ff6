import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { OrderList } from './OrderList';
import { propsSchema, type OrderPage } from './props.schema';

const page: OrderPage = {
  list: [
    { orderId: 'O2', scene: 'GOODS_ORDER', kind: 'GOODS', title: '无线蓝牙耳机', refId: 'SPU1002', quantity: 1, amount: 45900, discount: 0, periods: 1, status: 'REPAY', channelStatus: 'NON', createTime: '2025-06-02 10:00:00' },
    { orderId: 'O1', scene: 'GOODS_ORDER', kind: 'GOODS', title: '五常大米 5kg', refId: 'SPU1006', quantity: 1, amount: 5990, discount: 0, periods: 6, status: 'VERIFY_NOPASS', channelStatus: 'NON', payType: 'CREDITSALES', createTime: '2025-06-01 09:00:00' },
  ],
  total: 2, pageNum: 1, pageSize: 10,
};

describe('order list', () => {
  it('shows each order with its Chinese status and amount; VERIFY_NOPASS reads 已支付', () => {
    renderWithStores(<OrderList {...testProps(propsSchema, {}, page)} />);
    expect(screen.getByText('待付款')).toBeInTheDocument();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.getByText('¥459.00')).toBeInTheDocument();
  });

  it('a cancelled order reads 已取消, not 失败, and offers no payment', () => {
    const cancelled = { ...page.list[0]!, orderId: 'O3', status: 'FAILED' as const };
    renderWithStores(<OrderList {...testProps(propsSchema, {}, { ...page, list: [cancelled], total: 1 })} />);
    expect(screen.getByText('已取消')).toBeInTheDocument();
    expect(screen.queryByText('失败')).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('an unpaid order offers 去支付 (cashier) and a tap opens the detail', async () => {
    const p = testProps(propsSchema, {}, page);
    renderWithStores(<OrderList {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await userEvent.click(screen.getByText('五常大米 5kg'));
    expect(p.onAction.mock.calls).toEqual([
      [{ kind: 'navigate', to: '/cashier', query: { orderId: 'O2' } }],
      [{ kind: 'navigate', to: '/order-info', query: { orderId: 'O1' } }],
    ]);
  });

  it('each order is a button to the keyboard and to screen readers, and its 去支付 is a button beside it, not inside it', async () => {
    const p = testProps(propsSchema, {}, page);
    renderWithStores(<OrderList {...p} />);
    const row = screen.getByRole('button', { name: /无线蓝牙耳机/ });
    expect(row).not.toContainElement(screen.getByRole('button', { name: '去支付' }));
    await userEvent.tab();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-info', query: { orderId: 'O2' } });
  });

  it('取消订单 asks first, then calls SF207 and loads the page again (every tab)', async () => {
    const p = testProps(propsSchema, {}, page);
    const requestPageReload = vi.fn();
    renderWithStores(<OrderList {...p} />, { user: { requestPageReload } });
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消订单“无线蓝牙耳机”吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('确定取消'));
    await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('SF207', { orderId: 'O2' }, { loading: true }));
    await waitFor(() => expect(requestPageReload).toHaveBeenCalledTimes(1));
  });

  it('an empty tab says 暂无订单', () => {
    renderWithStores(<OrderList {...testProps(propsSchema, {}, { list: [], total: 0, pageNum: 1, pageSize: 10 })} />);
    expect(screen.getByText('暂无订单')).toBeInTheDocument();
  });
});
