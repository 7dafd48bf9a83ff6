import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { LOWER_CARD_MESSAGE } from '@schemas/member-cards';
import { MemberCards, demo, propsSchema } from '.';

const keyOf = (call: unknown[]) => (call[2] as { idempotencyKey?: string }).idempotencyKey;

describe('member-cards', () => {
  it('lists the cards in the spec\'s sort order (年卡, 季卡, 体验卡) with days and prices, the default card chosen', () => {
    render(<MemberCards {...testProps(propsSchema, demo.props, demo.data)} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['年卡365天¥204.00¥360.00', '季卡90天¥57.07¥99.00', '体验卡7天¥0.95¥9.90']);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('生日礼包')).toBeInTheDocument();
  });

  it('with no card on sale says 暂无可开通的会员卡 and offers no button to buy, keeping the member\'s card in force', () => {
    render(<MemberCards {...testProps(propsSchema, { showCurrent: true }, { list: [], current: { cardType: 'YEAR_CARD', expireTime: '2026-06-01 10:00:00' } })} />);
    expect(screen.getByText('暂无可开通的会员卡')).toBeInTheDocument();
    expect(screen.getByText('有效期至 2026-06-01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即开通|立即续费/ })).not.toBeInTheDocument();
  });

  it('shows the card in force and its expiry, and offers 立即续费', () => {
    render(<MemberCards {...testProps(propsSchema, { buyPath: '/member/buy' }, { ...demo.data!, current: { cardType: 'YEAR_CARD', expireTime: '2026-06-01 10:00:00' } })} />);
    expect(screen.getByText('年卡会员')).toBeInTheDocument();
    expect(screen.getByText('有效期至 2026-06-01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /立即续费/ })).toBeInTheDocument();
  });

  it('a member renewing the card in force sees 立即续费 and that the days are added after the current expiry', () => {
    render(<MemberCards {...testProps(propsSchema, { buyPath: '/member/buy' }, { ...demo.data!, current: { cardType: 'YEAR_CARD' as const, expireTime: '2027-06-01 10:00:00' } })} />);
    expect(screen.getByRole('button', { name: '立即续费 ¥204.00' })).toBeEnabled();
    expect(screen.getByText('续费后有效期在 2027-06-01 基础上顺延 365 天')).toBeInTheDocument();
  });

  it('on the page that places the order a member confirms (确认续费, 确认升级) rather than meeting 立即续费 a second time', async () => {
    const p = testProps(propsSchema, { cardType: 'YEAR_CARD' }, { ...demo.data!, current: { cardType: 'QUARTER_CARD' as const, expireTime: '2027-06-01 10:00:00' } });
    p.state.request.mockResolvedValue({ orderId: 'O7' });
    render(<MemberCards {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '确认升级 ¥204.00' }));
    expect(p.state.request.mock.calls[0]?.slice(0, 2)).toEqual(['MB002', { cardType: 'YEAR_CARD' }]);
    await userEvent.click(screen.getByRole('radio', { name: /季卡/ }));
    expect(screen.getByRole('button', { name: '确认续费 ¥57.07' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /立即/ })).not.toBeInTheDocument();
  });

  it('a member choosing a higher card sees 立即升级 and that the days left are kept', async () => {
    const p = testProps(propsSchema, demo.props, { ...demo.data!, current: { cardType: 'EXP_CARD' as const, expireTime: '2027-06-01 10:00:00' } });
    render(<MemberCards {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: /季卡/ }));
    expect(screen.getByText('升级为季卡会员，当前剩余天数保留，有效期在 2027-06-01 基础上顺延 90 天')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即升级 ¥57.07' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/buy', query: { cardType: 'QUARTER_CARD' } });
  });

  it('a member choosing a lower card cannot buy it (不可购买) and is told why; nothing is ordered', async () => {
    const p = testProps(propsSchema, { cardType: 'EXP_CARD' }, { ...demo.data!, current: { cardType: 'YEAR_CARD' as const, expireTime: '2027-06-01 10:00:00' } });
    render(<MemberCards {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent(LOWER_CARD_MESSAGE);
    const button = screen.getByRole('button', { name: '不可购买' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(p.state.request).not.toHaveBeenCalled();
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('with buyPath the button goes to the buy page with the chosen card', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<MemberCards {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: /季卡/ }));
    await userEvent.click(screen.getByRole('button', { name: /立即开通/ }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/buy', query: { cardType: 'QUARTER_CARD' } });
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('without buyPath places MB002 once per attempt and opens the cashier with orderSource VIP_BUY; a retry reuses the key', async () => {
    const p = testProps(propsSchema, { cardType: 'EXP_CARD' }, demo.data);
    p.state.request.mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce({ orderId: 'O9' });
    render(<MemberCards {...p} />);
    expect(screen.getByRole('radio', { name: /体验卡/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: /立即开通/ }));
    await userEvent.click(screen.getByRole('button', { name: /立即开通/ }));
    expect(p.state.request).toHaveBeenCalledTimes(2);
    expect(p.state.request.mock.calls[0]?.slice(0, 2)).toEqual(['MB002', { cardType: 'EXP_CARD' }]);
    expect(keyOf(p.state.request.mock.calls[1] ?? [])).toBe(keyOf(p.state.request.mock.calls[0] ?? []));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O9', orderSource: 'VIP_BUY' } });
  });
});
