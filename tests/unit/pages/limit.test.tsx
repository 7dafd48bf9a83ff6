import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending } from './page-harness';
import { openAs } from './journey-harness';

const active = { creditLimit: 1000000, used: 45900, available: 954100, status: 'ACTIVE', flow: 'FINISH' };
const none = { creditLimit: 0, used: 0, available: 0, status: 'NONE', flow: 'INFO' };
const detail = { ...active, items: [{ productType: 1, name: '信用购', used: 45900 }, { productType: 2, name: '消费分期', used: 0 }, { productType: 3, name: '现金借款', used: 0 }] };
const record = (id: number, kind: string, change: number, remark: string) => ({ id, kind, change, remark, createTime: '2026-05-01 10:00:00' });

describe('my limit /limit', () => {
  it('shows available, total and used, and links the detail and the records', async () => {
    const { actions } = openAs('limit.json', { answers: { CR003: active }, flow: 'FINISH' });
    expect(await screen.findByLabelText('可用额度')).toHaveTextContent('9,541.00');
    expect(screen.getByText('总额度 10,000.00')).toBeInTheDocument();
    expect(screen.getByText('已用 459.00')).toBeInTheDocument();
    await userEvent.click(screen.getByText('额度详情'));
    await userEvent.click(screen.getByText('额度明细'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/limit/detail' }, { kind: 'navigate', to: '/my/quota-detail' }]);
  });

  it('not granted yet at flow INFO: 继续激活 goes to /cust-info-result', async () => {
    const { actions } = openAs('limit.json', { answers: { CR003: none }, flow: 'INFO' });
    await userEvent.click(await screen.findByRole('button', { name: '继续激活' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/cust-info-result' }]);
    expect(screen.queryByText('额度明细')).toBeNull();
  });

  it('not granted at flow IDCARD: 立即激活 goes to /credit-facilities', async () => {
    const { actions } = openAs('limit.json', { answers: { CR003: { ...none, flow: 'IDCARD' } }, flow: 'IDCARD' });
    await userEvent.click(await screen.findByRole('button', { name: '立即激活' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/credit-facilities' }]);
  });

  it('loading shows a skeleton; a failure shows 重试, which loads again', async () => {
    const loading = openAs('limit.json', { answers: { CR003: pending }, flow: 'FINISH' });
    expect(loading.container.querySelector('.adm-skeleton')).not.toBeNull();
    loading.unmount();
    const CR003 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(active);
    openAs('limit.json', { answers: { CR003 }, flow: 'FINISH' });
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('可用额度')).toHaveTextContent('9,541.00');
  });
});

describe('limit detail /limit/detail', () => {
  it('lists the used limit per product type (CR004)', async () => {
    openAs('limit/detail.json', { answers: { CR004: detail }, flow: 'FINISH' });
    expect(await screen.findByText('已用额度明细')).toBeInTheDocument();
    for (const name of ['信用购', '消费分期', '现金借款']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByText('¥459.00')).toBeInTheDocument();
  });
});

describe('limit records /my/quota-detail', () => {
  it('lists CR005 records with signed amounts and pages through its data source as the user scrolls', async () => {
    const CR005 = vi.fn(async (f: Record<string, unknown>) =>
      f.pageNum === 1 ? { list: [record(2, 'USE', -45900, '分期购物'), record(1, 'GRANT', 1000000, '授信成功')], total: 3, pageNum: 1, pageSize: 10 } : { list: [record(0, 'REPAY', 15300, '账单还款')], total: 3, pageNum: 2, pageSize: 10 },
    );
    openAs('my/quota-detail.json', { answers: { CR005 }, flow: 'FINISH' });
    expect(await screen.findByText('使用 · 分期购物')).toBeInTheDocument();
    expect(screen.getByText('-459.00')).toBeInTheDocument();
    expect(screen.getByText('+10,000.00')).toBeInTheDocument();
    // The test setup's IntersectionObserver sees the list's foot at once, so the next page loads.
    expect(await screen.findByText('还款 · 账单还款')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('没有更多了')).toBeInTheDocument());
    expect(CR005.mock.calls.map(([f]) => f)).toEqual([{ pageNum: 1, pageSize: 10 }, { pageNum: 2, pageSize: 10 }]);
  });

  it('shows loading, an empty state and an error with 重试', async () => {
    const loading = openAs('my/quota-detail.json', { answers: { CR005: pending }, flow: 'FINISH' });
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();
    const empty = openAs('my/quota-detail.json', { answers: { CR005: { list: [], total: 0, pageNum: 1, pageSize: 10 } }, flow: 'FINISH' });
    expect(await screen.findByText('暂无额度明细')).toBeInTheDocument();
    empty.unmount();
    const CR005 = vi.fn().mockRejectedValueOnce(new Error('系统接口请求超时')).mockResolvedValue({ list: [record(1, 'GRANT', 1000000, '授信成功')], total: 1, pageNum: 1, pageSize: 10 });
    openAs('my/quota-detail.json', { answers: { CR005 }, flow: 'FINISH' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('授信 · 授信成功')).toBeInTheDocument();
  });
});
