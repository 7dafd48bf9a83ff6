import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { HISTORY_KEY, Search } from '.';

const answer = {
  products: [{ id: 1, productId: 'P_FORM_APPLIANCE', type: 'FORM', name: '家电分期', isCredit: 'Y', description: '最长24期' }],
  goods: [{ spuId: 'SPU1002', name: '无线蓝牙耳机', price: 49900 }],
};

/** Renders the widget; without `link` it waits for the search box (its own chunk) to be there. */
async function setup(request: () => Promise<unknown>, props: Record<string, unknown> = {}) {
  const p = testProps(propsSchema, props);
  p.state.request = vi.fn(request);
  render(<Search {...p} />);
  if (!props.link) await screen.findByPlaceholderText('搜索产品或商品');
  return p;
}

async function searchFor(word: string) {
  await userEvent.type(screen.getByPlaceholderText('搜索产品或商品'), word);
  await userEvent.click(screen.getByRole('button', { name: '搜索' }));
}

describe('search', () => {
  beforeEach(() => localStorage.clear());

  it('searches MS007 and opens a found product or goods', async () => {
    const p = await setup(() => Promise.resolve(answer));
    await searchFor('分期');
    expect(p.state.request).toHaveBeenCalledWith('MS007', { keyword: '分期' }, { showsFailure: true });
    await userEvent.click(await screen.findByText('家电分期'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: answer.products[0] });
    await userEvent.click(screen.getByText('无线蓝牙耳机'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods/detail', query: { spuId: 'SPU1002' } });
  });

  it('writes the keyword into its page URL (replace), so back from a result restores keyword and results', async () => {
    const p = await setup(() => Promise.resolve(answer), { pagePath: '/base-search' });
    await searchFor('耳机');
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/base-search', query: { keyword: '耳机' }, replace: true });
  });

  it('searches the keyword of the URL at once (back from a result), without writing the URL again', async () => {
    const p = await setup(() => Promise.resolve(answer), { pagePath: '/base-search', keyword: '耳机' });
    expect(await screen.findByText('无线蓝牙耳机')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('搜索产品或商品')).toHaveValue('耳机');
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('a member sees the member price as the goods lists show it; a guest the list price', async () => {
    const goods = { products: [], goods: [{ spuId: 'SPU1002', name: '无线蓝牙耳机', price: 49900, memberPrice: 45900 }] };
    await setup(() => Promise.resolve(goods), { memberCardType: 'YEAR_CARD', keyword: '耳机' });
    expect(await screen.findByText('会员价 ¥459.00')).toBeInTheDocument();
    expect(screen.getByText('¥499.00').tagName).toBe('DEL');
    cleanup();
    await setup(() => Promise.resolve(goods), { keyword: '耳机' });
    expect(await screen.findByText('¥499.00')).toBeInTheDocument();
    expect(screen.queryByText(/会员价/)).toBeNull();
  });

  it('keeps keywords newest first, searches a tapped chip, and clears after a confirm', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['耳机', '手机']));
    const p = await setup(() => Promise.resolve(answer));
    await userEvent.click(screen.getByText('手机'));
    expect(p.state.request).toHaveBeenCalledWith('MS007', { keyword: '手机' }, { showsFailure: true });
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['手机', '耳机']);
    await userEvent.clear(screen.getByPlaceholderText('搜索产品或商品'));
    await userEvent.click(await screen.findByRole('button', { name: '清空搜索历史' }));
    fireEvent.click(await screen.findByText('清空'));
    await waitFor(() => expect(screen.queryByText('搜索历史')).not.toBeInTheDocument());
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('shows 暂无数据 for no results and 重试 after a failure', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue({ products: [], goods: [] });
    await setup(request);
    await searchFor('无结果');
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('is only a bar that emits its link in entry mode', async () => {
    const link = { kind: 'navigate', to: '/base-search' } as const;
    const p = await setup(() => Promise.resolve(answer), { link });
    await userEvent.click(screen.getByRole('button', { name: '搜索产品或商品' }));
    expect(p.onAction).toHaveBeenCalledWith(link);
    expect(screen.queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
  });
});
