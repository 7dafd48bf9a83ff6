import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPage } from './page-harness';

const goods = { spuId: 'SPU1002', name: '无线蓝牙耳机', image: '/img/e.png', price: 49900, memberPrice: 45900, payPrice: 45900, stock: 200 };
const address = { id: 1, name: '张伟', tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', country: '中国', areaCode: '110105', isDefault: 'Y', postalCode: '100020', addressDetail: '建国路88号' };
const order = (orderId: string, status: string) => ({
  orderId, scene: 'GOODS_ORDER', kind: 'GOODS', title: '无线蓝牙耳机', refId: 'SPU1002', quantity: 1, amount: 45900, discount: 0, periods: 1, status, channelStatus: 'NON', createTime: '2025-06-01 10:00:00',
});
/** A createTime of now (Asia/Shanghai), so the cashier's countdown has not run out. */
const justNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

describe('/order-apply', () => {
  it('with spuId it is the goods checkout: address, item and 提交订单 placing SF202 with the chosen periods, then the cashier', async () => {
    const { callRaw, actions } = openPage('order-apply.json', {
      loggedIn: true,
      // Three earbuds (1377 yuan): 12 periods need at least 1000 yuan (spec §9).
      query: { spuId: 'SPU1002', quantity: '3', periods: '12' },
      answers: { GD003: goods, AD001: { list: [address] }, CU001: { list: [] }, SF202: order('O1', 'REPAY') },
    });
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(actions).toEqual([{ kind: 'navigate', to: '/cashier', query: { orderId: 'O1', periods: '12' }, replace: true }]));
    expect(callRaw).toHaveBeenCalledWith('SF202', { spuId: 'SPU1002', quantity: 3, addressId: 1, periods: 12 }, expect.objectContaining({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }));
    expect(screen.queryByText('查看还款计划')).toBeNull();
  });

  it('with productId it is the installment form (PD002) and the goods checkout stays out', async () => {
    const { callRaw } = openPage('order-apply.json', {
      loggedIn: true,
      query: { productId: 'P_FORM_APPLIANCE' },
      answers: { PD002: { productId: 'P_FORM_APPLIANCE', name: '家电分期', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24] } },
    });
    expect(await screen.findByRole('button', { name: '查看还款计划' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    expect(callRaw.mock.calls.map(([api]) => api)).toEqual(['PD002']);
  });
});

describe('/cashier and /golden/cashier', () => {
  const cs001 = {
    orderId: 'O1', scene: 'VIP_BUY', title: '会员年卡（365天）', amount: 20400, status: 'REPAY', balance: 0, creditAvailable: 0, hasPayPassword: 'Y',
    payTypes: [{ payType: 'CREDITSALES', name: '信用购分期', available: 'N', needPassword: 'Y', reasonCode: 'CREDIT_INACTIVE', reason: '请先完成授信' }, { payType: 'ALIPAY', name: '支付宝', available: 'Y', needPassword: 'N' }],
  };
  it.each(['cashier.json', 'golden/cashier.json'])('%s pays the order of ?orderId= with 确认支付', async (file) => {
    const { callRaw, actions } = openPage(file, { loggedIn: true, query: { orderId: 'O1' }, answers: { CS001: cs001, SF206: { ...order('O1', 'REPAY'), createTime: justNow() }, CS002: { status: 'SUCCESS' } } });
    expect(await screen.findByRole('heading', { name: '会员开通' })).toBeInTheDocument();
    expect(screen.getByText('请先完成授信')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去授信' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(actions).toEqual([{ kind: 'navigate', to: '/pay-result', query: { orderId: 'O1' }, replace: true }]));
    expect(callRaw).toHaveBeenCalledWith('CS002', { orderId: 'O1', payType: 'ALIPAY' }, expect.objectContaining({ loading: true }));
  });
});

describe('/pay-result', () => {
  it('shows 支付成功 when CS003 says paid', async () => {
    openPage('pay-result.json', { loggedIn: true, query: { orderId: 'O1' }, answers: { CS003: { ...order('O1', 'FINISH'), paid: 'Y' } } });
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
  });
});

describe('/order-list', () => {
  it('has the tabs 全部, 待付款, 处理中, 已完成, 退款/售后; each lists its statuses with SF205', async () => {
    const { callRaw } = openPage('order-list.json', {
      loggedIn: true,
      answers: { SF205: (f: Record<string, unknown>) => page(f.statuses ? [order('O2', 'REPAY')] : [order('O2', 'REPAY'), order('O1', 'FINISH')]) },
    });
    expect(await screen.findByRole('tab', { name: '全部' })).toBeInTheDocument();
    for (const tab of ['待付款', '处理中', '已完成', '退款/售后']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('已完成')).toHaveLength(2));
    expect(callRaw).toHaveBeenCalledWith('SF205', { pageSize: 10 }, expect.anything());
    fireEvent.click(screen.getByRole('tab', { name: '处理中' }));
    await waitFor(() => expect(callRaw).toHaveBeenCalledWith('SF205', { statuses: ['PAYING', 'PAIED', 'VERIFY', 'PART', 'VERIFY_NOPASS'], pageSize: 10 }, expect.anything()));
  });

  it('an order cancelled in one tab has left the others when they are shown again (待付款 no longer lists it)', async () => {
    const orders = [order('O2', 'REPAY'), order('O1', 'FINISH')];
    const { callRaw } = openPage('order-list.json', {
      loggedIn: true,
      answers: {
        SF205: (f: Record<string, unknown>) => page(orders.filter((o) => !Array.isArray(f.statuses) || (f.statuses as string[]).includes(o.status))),
        SF207: (f: Record<string, unknown>) => {
          const o = orders.find((x) => x.orderId === f.orderId);
          if (o) o.status = 'FAILED';
          return {};
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: '待付款' }));
    expect(await screen.findByRole('button', { name: '去支付' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    fireEvent.click(await screen.findByText('确定取消'));
    await waitFor(() => expect(callRaw).toHaveBeenCalledWith('SF207', { orderId: 'O2' }, expect.anything()));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '待付款' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '去支付' })).toBeNull());
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
  });

  it('an empty tab says so; a failed one offers 重试', async () => {
    const empty = openPage('order-list.json', { loggedIn: true, answers: { SF205: page([]) } });
    await waitFor(() => expect(document.body.textContent).toMatch(/暂无(订单|数据)/));
    empty.unmount();
    openPage('order-list.json', { loggedIn: true, answers: { SF205: () => Promise.reject(new Error('系统接口请求超时')) } });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('/order-info, /order-result, /order-finish', () => {
  it('/order-info shows the order of ?orderId= with its status label and 去支付', async () => {
    const { callRaw } = openPage('order-info.json', { loggedIn: true, query: { orderId: 'O1' }, answers: { SF206: order('O1', 'REPAY') } });
    expect(await screen.findByRole('button', { name: '去支付' })).toBeInTheDocument();
    expect(screen.getAllByText('待付款').length).toBeGreaterThan(0);
    expect(callRaw).toHaveBeenCalledWith('SF206', { orderId: 'O1' }, expect.anything());
  });

  it.each([['order-result.json', '订单已提交'], ['order-finish.json', '订单已完成']])('%s heads the order with %s', async (file, headline) => {
    openPage(file, { loggedIn: true, query: { orderId: 'O1' }, answers: { SF206: order('O1', 'FINISH') } });
    expect(await screen.findByText(headline)).toBeInTheDocument();
  });

  it('/order-finish of a cancelled order is headed 订单已取消, never 订单已完成', async () => {
    openPage('order-finish.json', { loggedIn: true, query: { orderId: 'O1' }, answers: { SF206: order('O1', 'FAILED') } });
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(screen.queryByText('订单已完成')).toBeNull();
  });
});
