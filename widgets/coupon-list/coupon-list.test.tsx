import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { CouponList, demo, propsSchema } from '.';

describe('coupon-list', () => {
  it('shows each coupon\'s amount, rule and expiry; 去使用 only on usable ones, leading to the shop', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    render(<CouponList {...p} />);
    expect(screen.getByText('¥10')).toBeInTheDocument();
    expect(screen.getByText('满50元可用')).toBeInTheDocument();
    expect(screen.getByText('无门槛')).toBeInTheDocument();
    expect(screen.getByText('有效期至 2026-07-01')).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '去使用' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '去使用' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list' });
  });

  it('says its empty text when there are none', () => {
    render(<CouponList {...testProps(propsSchema, { emptyText: '暂无已使用的优惠券' }, { list: [] })} />);
    expect(screen.getByText('暂无已使用的优惠券')).toBeInTheDocument();
  });
});
