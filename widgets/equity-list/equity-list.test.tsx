import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { EquityList, demo, propsSchema } from '.';

describe('equity-list', () => {
  it('shows each equity with its price and 会员专享 on member-only ones', () => {
    render(<EquityList {...testProps(propsSchema, demo.props, demo.data)} />);
    expect(screen.getByText('¥15.00')).toBeInTheDocument();
    expect(screen.getAllByText('会员专享')).toHaveLength(1);
  });

  it('a tap opens the buy page with id, hasBuy N and hasVip from the user\'s card', async () => {
    const member = testProps(propsSchema, demo.props, demo.data);
    const { unmount } = render(<EquityList {...member} />);
    await userEvent.click(screen.getByText('视频会员月卡'));
    expect(member.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/equity-buy', query: { id: 1, hasBuy: 'N', hasVip: 'Y' } });
    unmount();
    const guest = testProps(propsSchema, {}, demo.data);
    render(<EquityList {...guest} />);
    await userEvent.click(screen.getByText('京东E卡 50 元'));
    expect(guest.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/equity-buy', query: { id: 3, hasBuy: 'N', hasVip: 'N' } });
  });

  it('says 暂无可购买的权益 when there are none', () => {
    render(<EquityList {...testProps(propsSchema, {}, { list: [] })} />);
    expect(screen.getByText('暂无可购买的权益')).toBeInTheDocument();
  });
});
