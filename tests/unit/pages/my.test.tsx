import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { funcGroups, limit } from './contract-samples';
import { openPage } from './page-harness';

const answers = { CR003: limit, BA006: { list: [] }, MM004: funcGroups };

describe('my /my', () => {
  it('a guest sees 登录/注册 and a limit invitation, and no limit call', async () => {
    const { actions, callRaw } = openPage('my.json', { answers });
    await userEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    expect(screen.getByText('登录后查看额度，完成授信最高可得 20 万额度')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(actions).toEqual([{ kind: 'login' }, { kind: 'login', redirect: '/my' }]);
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('CR003');
  });

  it('a signed-in member sees the masked phone, the badge and the limit', async () => {
    openPage('my.json', { answers, loggedIn: true });
    expect(await screen.findByText('138****0000')).toBeInTheDocument();
    expect(screen.getByText('年卡会员')).toBeInTheDocument();
    expect(await screen.findByText('9,541.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录/注册' })).not.toBeInTheDocument();
  });

  it.each([
    ['我的订单', '/order-list'], ['我的账单', '/my/bill'], ['银行卡', '/my/bankcard'], ['卡密', '/my/cardpwd'], ['积分', '/my/integral'],
    ['余额', '/my/otayonii'], ['优惠券', '/my/coupon/list'], ['礼包', '/my/gift-bag'], ['会员中心', '/member'], ['话费充值', '/telephone'],
    ['消息通知', '/message-notify'], ['设置', '/system-setting'], ['隐私中心', '/my/privacy/center'], ['账户与安全', '/my/account'], ['在线客服', '/iframe-view/chatlink'],
  ])('%s leads to %s', async (text, to) => {
    const { actions } = openPage('my.json', { answers: { ...answers, MM004: { list: [] } } });
    await userEvent.click((await screen.findAllByText(text))[0]!);
    expect(actions.at(-1)).toMatchObject({ kind: 'navigate', to });
  });

  it('a failed limit shows 重试, which loads it again', async () => {
    const CR003 = vi.fn().mockRejectedValueOnce(new Error('系统接口请求超时')).mockResolvedValue(limit);
    openPage('my.json', { answers: { ...answers, CR003 }, loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('9,541.00')).toBeInTheDocument();
  });
});
