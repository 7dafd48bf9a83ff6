import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatSubmitPrice } from '@/lib/money';
import { goods, products } from './contract-samples';
import { openPage, wasCalled } from './page-harness';

const answers = { MS007: (f: Record<string, unknown>) => (f.keyword === '空' ? { products: [], goods: [] } : { products: [products.appliance], goods: [goods('SPU1002', '无线蓝牙耳机')] }) };

describe('search /base-search', () => {
  beforeEach(() => localStorage.clear());

  it('searches with MS007 and opens a product', async () => {
    const { actions, callRaw } = openPage('base-search.json', { answers });
    await userEvent.type(await screen.findByPlaceholderText('搜索产品或商品'), '分期');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await userEvent.click(await screen.findByText('家电分期'));
    expect(wasCalled(callRaw, 'MS007', { keyword: '分期' })).toBe(true);
    // The keyword goes into the URL first (replace), so back from the product finds it again.
    expect(actions).toEqual([{ kind: 'navigate', to: '/base-search', query: { keyword: '分期' }, replace: true }, { kind: 'product', product: products.appliance }]);
    expect(localStorage.getItem('qsh.searchHistory')).toBe('["分期"]');
  });

  it('a member (the demo user, YEAR_CARD) sees the goods at the member price, as on the goods lists', async () => {
    openPage('base-search.json', { answers, query: { keyword: '耳机' }, loggedIn: true });
    const sample = goods('SPU1002', '无线蓝牙耳机');
    expect(await screen.findByText(`会员价 ${formatSubmitPrice(sample.memberPrice)}`)).toBeInTheDocument();
  });

  it('searches the keyword of the URL at once, and shows 暂无数据 for nothing found', async () => {
    openPage('base-search.json', { answers, query: { keyword: '空' } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('换个关键词试试')).toBeInTheDocument();
  });
});
