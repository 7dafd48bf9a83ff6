import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { TopupResult, demo, propsSchema, topupOutcome, type TopupOrder } from '.';

type Order = TopupOrder['order'];
const withStatus = (status: Order['status'], channelStatus: Order['channelStatus']): TopupOrder => ({ ...demo.data!, order: { ...demo.data!.order, status, channelStatus } });

describe('topup-result', () => {
  it.each([
    ['FINISH', 'FINISH', 'success'],
    ['PAIED', 'PROCESSING', 'processing'],
    ['PAYING', 'NON', 'processing'],
    ['REPAY', 'NON', 'unpaid'],
    ['FAILED', 'NON', 'failed'],
    ['PAIED', 'FAILED', 'failed'],
    ['REFUND', 'FAILED', 'failed'],
  ])('order %s with channel %s reads as %s', (status, channel, outcome) => {
    expect(topupOutcome(status, channel)).toBe(outcome);
  });

  it('a finished top-up says 充值成功 with the number and the amount paid', () => {
    render(<TopupResult {...testProps(propsSchema, demo.props, demo.data)} />);
    expect(screen.getByText('充值成功')).toBeInTheDocument();
    expect(screen.getByText('13800000000')).toBeInTheDocument();
    expect(screen.getByText('¥29.90')).toBeInTheDocument();
  });

  it('a top-up in progress says 充值处理中 and 刷新 reloads it', async () => {
    const p = testProps(propsSchema, demo.props, withStatus('PAIED', 'PROCESSING'));
    render(<TopupResult {...p} />);
    expect(screen.getByText('充值处理中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(p.state.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed top-up says 充值失败; an unpaid one offers 去支付 at the cashier', async () => {
    const { unmount } = render(<TopupResult {...testProps(propsSchema, demo.props, withStatus('PAIED', 'FAILED'))} />);
    expect(screen.getByText('充值失败')).toBeInTheDocument();
    unmount();
    const p = testProps(propsSchema, demo.props, withStatus('REPAY', 'NON'));
    render(<TopupResult {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O20250001', orderSource: 'telephone' } });
  });
});
