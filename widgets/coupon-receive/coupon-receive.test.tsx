import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../tests/support/test-stores';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { CouponReceive, demo } from '.';

const loggedIn = { user: { info: { id: 'u1', phone: '13800000000', flow: 'FINISH' } } };
const refusal = (rspCode: string, message: string) => Object.assign(new Error(message), { rspCode });

describe('coupon-receive', () => {
  it('shows each coupon by its status: 立即领取, 已领取, 已抢光 (the last two disabled)', () => {
    renderWithStores(<CouponReceive {...testProps(propsSchema, demo.props, demo.data)} />, loggedIn);
    expect(screen.getByRole('button', { name: '立即领取 新人 5 元券' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '已领取 新人 20 元满减券' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '已抢光 新人 50 元大额券' })).toBeDisabled();
    expect(screen.getByText('满100元可用 · 领取后30天有效')).toBeInTheDocument();
  });

  it('领取 calls the receive apiCode with the coupon id, then shows 已领取', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    renderWithStores(<CouponReceive {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即领取 新人 5 元券' }));
    expect(p.state.request).toHaveBeenCalledWith('AC005', { templateId: 11 }, { loading: true, silent: true });
    expect(await screen.findByRole('button', { name: '已领取 新人 5 元券' })).toBeDisabled();
  });

  it('a refusal as sold out shows 已抢光; as already received shows 已领取', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    p.state.request.mockRejectedValueOnce(refusal('3812', '优惠券已抢光'));
    renderWithStores(<CouponReceive {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即领取 新人 5 元券' }));
    expect(await screen.findByRole('button', { name: '已抢光 新人 5 元券' })).toBeDisabled();
    const q = testProps(propsSchema, demo.props, [{ id: 21, name: '节日 10 元券', amount: 1000, threshold: 5000, validDays: 15, stockLeft: 50, status: 'AVAILABLE' as const }]);
    q.state.request.mockRejectedValueOnce(refusal('3811', '您已领取过该优惠券'));
    renderWithStores(<CouponReceive {...q} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即领取 节日 10 元券' }));
    expect(await screen.findByRole('button', { name: '已领取 节日 10 元券' })).toBeDisabled();
  });

  it('any other failure leaves the coupon receivable for another try', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    p.state.request.mockRejectedValueOnce(new Error('系统接口请求超时'));
    renderWithStores(<CouponReceive {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即领取 新人 5 元券' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即领取 新人 5 元券' })).toBeEnabled());
  });

  it('a guest is sent to log in and nothing is called', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    renderWithStores(<CouponReceive {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '立即领取 新人 5 元券' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'login' });
    expect(p.state.request).not.toHaveBeenCalled();
  });
});
