import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPage, pending, wasCalled } from './page-harness';

const RIGHTS = ['会员专享价', '分期购物', '金融产品推荐', '每月免息券', '生日礼包', '专属客服'];
const HIDDEN = ['分期购物', '金融产品推荐'];
/** MB001 as the gateway answers it for the variant asked. */
const MB001 = (fields: Record<string, unknown>) => {
  const rights = fields.variant === 'verify' ? RIGHTS.filter((r) => !HIDDEN.includes(r)) : RIGHTS;
  return {
    list: [
      { cardType: 'EXP_CARD', name: '体验卡', days: 7, sort: 3, price: 95, originalPrice: 990, isDefault: 'N', rights: rights.slice(0, 1) },
      { cardType: 'YEAR_CARD', name: '年卡', days: 365, sort: 1, price: 20400, originalPrice: 36000, isDefault: 'Y', rights },
      { cardType: 'QUARTER_CARD', name: '季卡', days: 90, sort: 2, price: 5707, originalPrice: 9900, isDefault: 'N', rights: rights.slice(0, 4) },
    ],
    current: { cardType: 'YEAR_CARD', expireTime: '2026-01-31 00:00:00' },
  };
};

describe('member center /member', () => {
  it('asks MB001 for the app variant: official shows installment and financial rights, verify hides them', async () => {
    const official = openPage('member.json', { answers: { MB001, MM004: { list: [] } }, loggedIn: true });
    await screen.findByText('有效期至 2026-01-31');
    expect(screen.getByText('分期购物')).toBeInTheDocument();
    expect(wasCalled(official.callRaw, 'MB001', { variant: 'official' })).toBe(true);
    official.unmount();
    const verify = openPage('member.json', { answers: { MB001, MM004: { list: [] } }, loggedIn: true, variant: 'verify' });
    await screen.findByText('会员专享价');
    expect(screen.queryByText('分期购物')).not.toBeInTheDocument();
    expect(screen.queryByText('金融产品推荐')).not.toBeInTheDocument();
    expect(wasCalled(verify.callRaw, 'MB001', { variant: 'verify' })).toBe(true);
  });

  it('shows a skeleton while MB001 loads, and 重试 after it fails', async () => {
    const first = openPage('member.json', { answers: { MB001: vi.fn().mockImplementationOnce(pending), MM004: { list: [] } } });
    expect(first.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();
    const again = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockImplementation(MB001);
    openPage('member.json', { answers: { MB001: again, MM004: { list: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('年卡会员')).toBeInTheDocument();
  });

  it('/member/rights lists the rights of the variant and, read by members too, offers 查看会员卡 rather than 立即开通', async () => {
    const official = openPage('member/rights.json', { answers: {} });
    expect(await screen.findByText('金融产品推荐')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看会员卡' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即开通/ })).not.toBeInTheDocument();
    official.unmount();
    openPage('member/rights.json', { answers: {}, variant: 'verify' });
    expect(await screen.findByText('会员专享价')).toBeInTheDocument();
    expect(screen.queryByText('分期购物')).not.toBeInTheDocument();
    expect(screen.queryByText('金融产品推荐')).not.toBeInTheDocument();
    expect(screen.getByText('会员专享价')).toBeInTheDocument();
  });
});

describe('points and coupons', () => {
  it('/my/integral explains frozen points from PT001', async () => {
    openPage('my/integral.json', { answers: { PT001: { points: 2600, frozenPoints: 600 } }, loggedIn: true });
    expect(await screen.findByText('可用积分 2000')).toBeInTheDocument();
    expect(screen.getByText(/冻结积分暂不可使用/)).toBeInTheDocument();
  });

  it('/my/coupon/list asks CU001 per tab status; an empty tab shows the page\'s emptyText', async () => {
    const coupons = (fields: Record<string, unknown>) => ({ list: fields.status === 'UNUSED' ? [{ id: 1, name: '10元满减券', amount: 1000, threshold: 5000, status: 'UNUSED', expireTime: '2026-07-01 00:00:00' }] : [] });
    const page = openPage('my/coupon/list.json', { answers: { CU001: coupons }, loggedIn: true });
    expect(await screen.findByText('10元满减券')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    expect(await screen.findByText('暂无已使用的优惠券')).toBeInTheDocument();
    expect(wasCalled(page.callRaw, 'CU001', { status: 'USED' })).toBe(true);
  });
});

describe('balance and points result pages claim an outcome only when given one', () => {
  const balance = { OT001: { balance: 50000, withdrawable: 50000 }, PT001: { points: 2100, frozenPoints: 0 } };

  it('/my/otayonii/result shows the withdrawal with the amount as money; opened without it, 暂无提现结果 and no 提现申请已提交', async () => {
    openPage('my/otayonii/result.json', { answers: balance, loggedIn: true, query: { amount: '¥12.00', card: '招商银行（尾号8888）' } });
    expect(await screen.findByText('提现申请已提交')).toBeInTheDocument();
    expect(screen.getByText('¥12.00')).toBeInTheDocument();
    expect(screen.queryByText('暂无提现结果')).not.toBeInTheDocument();
  });

  it('/my/otayonii/result without its query is neutral, with 查看明细 / 返回余额', async () => {
    const { actions } = openPage('my/otayonii/result.json', { answers: balance, loggedIn: true });
    expect(await screen.findByText('暂无提现结果')).toBeInTheDocument();
    expect(screen.queryByText('提现申请已提交')).not.toBeInTheDocument();
    expect(screen.queryByText('提现金额')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回余额' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/otayonii', replace: true }]);
  });

  it('/my/otayonii/success without its query does not say 兑换成功', async () => {
    openPage('my/otayonii/success.json', { answers: balance, loggedIn: true });
    expect(await screen.findByText('暂无兑换结果')).toBeInTheDocument();
    expect(screen.queryByText('兑换成功，余额已到账')).not.toBeInTheDocument();
  });

  it('/my/integral/result says 兑换成功 with the coupon\'s name, and without it a neutral 暂无兑换结果', async () => {
    const done = openPage('my/integral/result.json', { answers: balance, loggedIn: true, query: { name: '5 元无门槛券', points: '2100' } });
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(screen.getByText('5 元无门槛券')).toBeInTheDocument();
    done.unmount();
    openPage('my/integral/result.json', { answers: balance, loggedIn: true });
    expect(await screen.findByText('暂无兑换结果')).toBeInTheDocument();
    expect(screen.queryByText('兑换成功')).not.toBeInTheDocument();
  });
});
