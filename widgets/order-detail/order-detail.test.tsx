import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { OrderDetail } from './OrderDetail';
import { propsSchema, type OrderData } from './props.schema';
import { timelineOf } from './timeline';

const order = (over: Partial<OrderData> = {}): OrderData => ({
  orderId: 'O1', scene: 'GOODS_ORDER', kind: 'GOODS', title: '无线蓝牙耳机', refId: 'SPU1002', quantity: 1, amount: 44900, discount: 1000, periods: 12,
  status: 'REPAY', channelStatus: 'NON', createTime: '2025-06-01 10:00:00', address: { name: '张伟', tel: '13800000000', detail: '北京市朝阳区建国路88号' }, ...over,
});

/** The confirm dialog showing this text (a closing one from an earlier test may still be in the body). */
const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]') ?? document.body;

describe('order detail', () => {
  it('shows the item, amounts, status label, address and the timeline at 支付', () => {
    renderWithStores(<OrderDetail {...testProps(propsSchema, {}, order())} />);
    expect(screen.getAllByText('待付款').length).toBeGreaterThan(0);
    expect(screen.getByText('¥459.00')).toBeInTheDocument();
    expect(screen.getByText('-¥10.00')).toBeInTheDocument();
    expect(screen.getByLabelText('应付金额')).toHaveTextContent('¥449.00');
    expect(screen.getByText('北京市朝阳区建国路88号')).toBeInTheDocument();
    expect(screen.getByText('支付')).toBeInTheDocument();
  });

  it('unpaid: 去支付 opens the cashier; 取消订单 confirms, then SF207 and the page (and /my\'s counts) load again', async () => {
    const p = testProps(propsSchema, {}, order());
    const requestPageReload = vi.fn();
    renderWithStores(<OrderDetail {...p} />, { user: { requestPageReload } });
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O1' } });
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    fireEvent.click(within(await dialogWith('确定取消该订单吗？取消后不可恢复')).getByText('确定'));
    await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('SF207', { orderId: 'O1' }, { loading: true }));
    await waitFor(() => expect(requestPageReload).toHaveBeenCalledTimes(1));
  });

  it('a finished membership order can be refunded with EQ004; a finished goods order offers 联系客服', async () => {
    const p = testProps(propsSchema, {}, order({ status: 'FINISH', kind: 'VIP', scene: 'VIP_BUY' }));
    const view = renderWithStores(<OrderDetail {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '申请退款' }));
    fireEvent.click(within(await dialogWith('确定申请退款吗？款项将原路退回')).getByText('确定'));
    await waitFor(() => expect(p.state.request).toHaveBeenCalledWith('EQ004', { orderId: 'O1', reason: '用户申请退款' }, { loading: true }));
    view.unmount();
    renderWithStores(<OrderDetail {...testProps(propsSchema, {}, order({ status: 'FINISH' }))} />);
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.getByRole('button', { name: '联系客服' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('a cancelled, never-paid order reads 已取消 (tag and timeline agree) with its 订单金额, not 失败 and 实付金额', () => {
    renderWithStores(<OrderDetail {...testProps(propsSchema, {}, order({ status: 'FAILED' }))} />);
    expect(screen.getAllByText('已取消').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('失败')).toBeNull();
    expect(screen.getByLabelText('订单金额')).toHaveTextContent('¥449.00');
    expect(screen.queryByText('实付金额')).toBeNull();
  });

  it('a paid order calls its amount 实付金额', () => {
    renderWithStores(<OrderDetail {...testProps(propsSchema, {}, order({ status: 'FINISH', payType: 'ALIPAY' }))} />);
    expect(screen.getByLabelText('实付金额')).toHaveTextContent('¥449.00');
  });

  it.each([['FINISH', '订单已完成'], ['FAILED', '订单已取消'], ['REPAY', '订单待付款']] as const)('with statusHeadline an order at %s is headed %s (/order-finish)', (status, headline) => {
    renderWithStores(<OrderDetail {...testProps(propsSchema, { statusHeadline: true, headline: '订单已完成' }, order({ status }))} />);
    expect(screen.getByText(headline)).toBeInTheDocument();
    if (status !== 'FINISH') expect(screen.queryByText('订单已完成')).toBeNull();
  });

  it('/order-result shows its headline', () => {
    renderWithStores(<OrderDetail {...testProps(propsSchema, { headline: '订单已提交' }, order())} />);
    expect(screen.getByText('订单已提交')).toBeInTheDocument();
  });

  it.each([
    ['REPAY', 1, false], ['PAIED', 2, false], ['FINISH', 3, false], ['FAILED', 1, true], ['REFUND', 3, false], ['REFUND_FAILED', 3, true],
  ] as const)('the timeline of %s stops at step %i', (status, current, error) => {
    expect(timelineOf(status)).toMatchObject({ current, error });
  });
});
