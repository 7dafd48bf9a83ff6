import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ad, funcGroups, limit, notices, products } from './contract-samples';
import { openPage, pending, wasCalled } from './page-harness';

const answers = {
  BA006: (f: Record<string, unknown>) => (f.position === 'HOME_NOTICE' ? notices : { list: [ad(1, '家电分期 低至3期免息'), ad(2, '新品手机 会员立减')] }),
  MM004: funcGroups,
  PD001: { list: [products.appliance, products.h5Loan] },
  CR003: limit,
};

describe('home /', () => {
  it('shows notices, banners, function entries and recommended products from the gateway', async () => {
    const { callRaw } = openPage('index.json', { answers });
    expect(await screen.findByText(/恭喜用户138\*\*\*\*1234获得200元免息券/)).toBeInTheDocument();
    expect(await screen.findByAltText('家电分期 低至3期免息')).toBeInTheDocument();
    expect(await screen.findByText('礼包专区')).toBeInTheDocument();
    expect(await screen.findByText('为你推荐')).toBeInTheDocument();
    expect(screen.getByText('极速贷')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'BA006', { position: 'HOME_NOTICE' })).toBe(true);
    expect(wasCalled(callRaw, 'MM004', { position: 'HOME' })).toBe(true);
    expect(wasCalled(callRaw, 'PD001', { position: 'HOME' })).toBe(true);
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('CR003');
  });

  it('emits ad, functionEntry, product and navigate actions', async () => {
    const { actions } = openPage('index.json', { answers });
    await userEvent.click(await screen.findByAltText('新品手机 会员立减'));
    await userEvent.click(await screen.findByText('积分'));
    await userEvent.click(await screen.findByText('家电分期'));
    await userEvent.click(screen.getByRole('button', { name: '搜索产品或商品' }));
    expect(actions.map((a) => a.kind)).toEqual(['ad', 'functionEntry', 'product', 'navigate']);
    expect(actions[1]).toMatchObject({ entry: { name: '积分', linkTypeValue: '/my/integral' } });
    expect(actions[2]).toMatchObject({ product: { productId: 'P_FORM_APPLIANCE', type: 'FORM' } });
    expect(actions[3]).toEqual({ kind: 'navigate', to: '/base-search' });
  });

  it('shows the limit of a signed-in user', async () => {
    openPage('index.json', { answers, loggedIn: true });
    expect(await screen.findByText('9,541.00')).toBeInTheDocument();
  });

  it('hides the product recommendation in the verify variant', async () => {
    const { callRaw } = openPage('index.json', { answers, variant: 'verify' });
    expect(await screen.findByText('礼包专区')).toBeInTheDocument();
    expect(screen.queryByText('为你推荐')).not.toBeInTheDocument();
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('PD001');
  });

  it('shows skeletons while loading, 暂无数据 for no products, and leaves out empty notices', async () => {
    const loading = openPage('index.json', { answers: { BA006: pending, MM004: pending, PD001: pending } });
    expect(loading.container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    loading.unmount();
    openPage('index.json', { answers: { ...answers, BA006: { list: [] }, PD001: { list: [] } } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getAllByText('暂无数据')).toHaveLength(1);
  });

  it('shows 加载失败 for a failed block and 重试 loads it again', async () => {
    const PD001 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue({ list: [products.h5Loan] });
    openPage('index.json', { answers: { ...answers, PD001 } });
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    expect(await screen.findByText('积分')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('极速贷')).toBeInTheDocument());
  });
});
