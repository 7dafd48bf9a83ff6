import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forgetRetrieved } from '@widgets/card-retrieve/retrieved-secret';
import { openPage, pending, wasCalled } from './page-harness';

const packages = { list: [{ id: 1, name: '10元话费', faceValue: 1000, price: 998 }, { id: 2, name: '30元话费', faceValue: 3000, price: 2990 }] };
const order = (status: string, channelStatus: string) => ({
  orderId: 'O9', scene: 'SPEND_RECHARGE', kind: 'TOPUP', title: '30元话费（13800000000）', refId: '2', quantity: 1, amount: 2990, discount: 0, periods: 1, status, channelStatus, createTime: '2025-06-01 10:00:00',
});
const cards = {
  list: [
    { id: 2, cardKind: 'GOLD', name: '黄金卡 50元', cardNo: 'GD00****21', faceValue: 5000, retrieved: 'N', createTime: '2025-06-01 10:00:00' },
    { id: 1, cardKind: 'JD', name: '京东E卡 100元', cardNo: 'JD00****56', faceValue: 10000, retrieved: 'N', createTime: '2025-05-20 09:30:00' },
  ],
  hasPayPassword: 'Y',
};
const secret = { id: 1, cardNo: 'JD0000123456', secret: 'A1B2-C3D4-E5F6-G7H8', faceValue: 10000 };

describe('phone top-up /telephone', () => {
  it('prefills the user\'s number, lists TP001 packages and places TP002 with an idempotency key, then opens the cashier', async () => {
    const { actions, callRaw } = openPage('telephone.json', { answers: { TP001: packages, TP002: order('REPAY', 'NON') }, loggedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: /30元话费/ }));
    expect(screen.getByRole('textbox', { name: '充值号码' })).toHaveValue('13800000000');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await vi.waitFor(() => expect(actions).toEqual([{ kind: 'navigate', to: '/cashier', query: { orderId: 'O9', orderSource: 'telephone' } }]));
    // The fake gateway's signature names two parameters; the widget's call options arrive as the third.
    const call: readonly unknown[] | undefined = callRaw.mock.calls.find(([api]) => api === 'TP002');
    expect(call?.[1]).toEqual({ phone: '13800000000', productId: 2 });
    expect(call?.[2]).toMatchObject({ idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
  });

  it('shows a skeleton while TP001 loads, and 重试 after it fails', async () => {
    const TP001 = vi.fn().mockImplementationOnce(pending);
    const first = openPage('telephone.json', { answers: { TP001 }, loggedIn: true });
    expect(first.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();
    const TP001b = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(packages);
    openPage('telephone.json', { answers: { TP001: TP001b }, loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /10元话费/ })).toBeInTheDocument();
  });
});

describe('top-up result and records', () => {
  it('/telephone/result reads TP003 for the orderId and says 充值成功', async () => {
    const { callRaw } = openPage('telephone/result.json', { answers: { TP003: { order: order('FINISH', 'FINISH'), phone: '13800000000' } }, loggedIn: true, query: { orderId: 'O9' } });
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'TP003', { orderId: 'O9' })).toBe(true);
  });

  it('/telephone/result says 充值处理中 while the provider works', async () => {
    openPage('telephone/result.json', { answers: { TP003: { order: order('PAIED', 'PROCESSING'), phone: '13800000000' } }, loggedIn: true, query: { orderId: 'O9' } });
    expect(await screen.findByText('充值处理中')).toBeInTheDocument();
  });

  it('/telephone/result opened without orderId asks nothing and shows a neutral 暂无充值结果 with a way on, not 加载失败 and a useless 重试', async () => {
    const { callRaw, actions } = openPage('telephone/result.json', { answers: {}, loggedIn: true });
    expect(await screen.findByText('暂无充值结果')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(callRaw.mock.calls.some(([api]) => api === 'TP003')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '充值记录' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/telephone/recharge', replace: true }]);
  });

  it('/telephone/recharge lists the top-ups of SF205 SPEND_RECHARGE', async () => {
    const { actions, callRaw } = openPage('telephone/recharge.json', { answers: { SF205: { list: [order('FINISH', 'FINISH')], total: 1, pageNum: 1, pageSize: 10 } }, loggedIn: true });
    await userEvent.click(await screen.findByText('30元话费（13800000000）'));
    expect(callRaw.mock.calls.find(([api]) => api === 'SF205')?.[1]).toMatchObject({ scene: 'SPEND_RECHARGE', pageSize: 10 });
    expect(actions).toEqual([{ kind: 'navigate', to: '/telephone/result', query: { orderId: 'O9' } }]);
  });
});

describe('card passwords', () => {
  it('/my/cardpwd lists CP001 cards with face value and status; a tap opens the retrieval', async () => {
    const { actions } = openPage('my/cardpwd.json', { answers: { CP001: cards }, loggedIn: true });
    await userEvent.click(await screen.findByText('京东E卡 100元'));
    expect(screen.getAllByText('未提取')).toHaveLength(2);
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/cardpwd/retrieve', query: { cardId: 1 } }]);
  });

  it('/my/cardpwd/retrieve takes the pay password on the keypad, calls CP002 and /retrieve-result shows the secret masked until 显示', async () => {
    const { actions, callRaw, unmount } = openPage('my/cardpwd/retrieve.json', { answers: { CP001: cards, CP002: secret }, loggedIn: true, query: { cardId: '1' } });
    // The keypad is an antd Popup whose opening animation jsdom never finishes: click the keys directly.
    for (const d of '123456') fireEvent.click(await screen.findByRole('button', { name: d }));
    await vi.waitFor(() => expect(actions).toEqual([{ kind: 'navigate', to: '/my/cardpwd/retrieve-result', query: { cardId: 1 }, replace: true }]));
    expect(wasCalled(callRaw, 'CP002', { cardId: 1, payPassword: '123456' })).toBe(true);
    unmount();
    openPage('my/cardpwd/retrieve-result.json', { answers: {}, loggedIn: true, query: { cardId: '1' } });
    expect(await screen.findByText('JD0000123456')).toBeInTheDocument();
    expect(screen.queryByText(secret.secret)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByText(secret.secret)).toBeInTheDocument();
    forgetRetrieved();
  });

  it('/my/cardpwd/retrieve-log lists CP003 retrievals', async () => {
    const { callRaw } = openPage('my/cardpwd/retrieve-log.json', { answers: { CP003: { list: [{ id: 1, cardId: 1, name: '京东E卡 100元', action: 'RETRIEVE', createTime: '2025-06-02 10:00:00' }], total: 1, pageNum: 1, pageSize: 10 } }, loggedIn: true });
    expect(await screen.findByText('京东E卡 100元')).toBeInTheDocument();
    expect(screen.getByText('提取卡密')).toBeInTheDocument();
    expect(callRaw.mock.calls[0]?.[0]).toBe('CP003');
  });

  it('/my/cardpwd/retrieve-log with no retrievals says 暂无提取记录 and where records come from, not the bare 暂无数据', async () => {
    openPage('my/cardpwd/retrieve-log.json', { answers: { CP003: { list: [], total: 0, pageNum: 1, pageSize: 10 } }, loggedIn: true });
    expect(await screen.findByText('暂无提取记录')).toBeInTheDocument();
    expect(screen.getByText('提取卡密后，记录会显示在这里')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('/my/GOLDcard with no card says 暂无黄金卡 and how gold cards come, with no way to a shop that sells none', async () => {
    openPage('my/GOLDcard.json', { answers: { CP001: { list: [], hasPayPassword: 'Y' } }, loggedIn: true });
    expect(await screen.findByText('暂无黄金卡')).toBeInTheDocument();
    expect(screen.getByText('黄金卡由平台活动发放，发放后卡密会出现在这里')).toBeInTheDocument();
    expect(screen.queryByText(/京东E卡|权益商城/)).not.toBeInTheDocument();
  });
});
