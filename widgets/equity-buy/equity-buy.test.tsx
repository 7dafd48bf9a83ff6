import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { EquityBuy, demo, propsSchema } from '.';

describe('equity-buy', () => {
  it('places EQ002 for the equity of the query and opens the cashier with orderSource EQUITY; a double tap places one order', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    let resolve: (v: unknown) => void = () => undefined;
    p.state.request.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    render(<EquityBuy {...p} />);
    const button = screen.getByRole('button', { name: '立即购买' });
    await userEvent.click(button);
    await userEvent.click(button);
    resolve({ orderId: 'E1' });
    await screen.findByRole('button', { name: '立即购买' });
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(p.state.request.mock.calls[0]?.slice(0, 2)).toEqual(['EQ002', { equityId: 1 }]);
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'E1', orderSource: 'EQUITY' } });
  });

  it('a member-only equity offers 开通会员 to a user without a card, and orders nothing', async () => {
    const p = testProps(propsSchema, { id: '1', hasVip: 'N' }, demo.data);
    render(<EquityBuy {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '开通会员' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/buy' });
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('tells only a non-member that a member-only equity needs a card (开通会员后可购买); a member just sees 会员专享权益', () => {
    const guest = render(<EquityBuy {...testProps(propsSchema, { id: '1', hasVip: 'N' }, demo.data)} />);
    expect(screen.getByText('会员专享权益，开通会员后可购买')).toBeInTheDocument();
    guest.unmount();
    render(<EquityBuy {...testProps(propsSchema, { id: '1', hasVip: 'N', memberCardType: 'YEAR_CARD' }, demo.data)} />);
    expect(screen.getByText('会员专享权益')).toBeInTheDocument();
    expect(screen.queryByText(/开通会员后可购买/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeInTheDocument();
  });

  it('hasBuy Y says 您已购买过该权益 and links the equity orders', async () => {
    const p = testProps(propsSchema, { ...demo.props, hasBuy: 'Y' }, demo.data);
    render(<EquityBuy {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '查看权益订单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/equity-order' });
  });

  it('an unknown id says 权益不存在或已下架 with 权益列表, which leads to the list', async () => {
    const p = testProps(propsSchema, { id: '99' }, demo.data);
    render(<EquityBuy {...p} />);
    expect(screen.getByText('权益不存在或已下架')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '权益列表' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/equity-list', replace: true });
  });
});
