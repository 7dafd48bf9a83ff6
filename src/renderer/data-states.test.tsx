import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';

const notices = { type: 'notice-bar', data: 'notices' };
const page = pageOf([notices, { type: 'text', props: { text: '页面其他内容' } }], { data: { notices: { api: 'BA010', params: { position: 'HOME' } } } });

describe('each data block has its own loading, empty and error view', () => {
  it('shows a skeleton while the data source loads', async () => {
    renderPage(page, { callRaw: () => new Promise(() => {}) });
    expect(await screen.findByText('页面其他内容')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows 暂无数据 when the source answers with an empty list', async () => {
    renderPage(page, { callRaw: () => Promise.resolve({ list: [] }) });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('hands an empty answer to a widget that draws its own empty state, so the operator\'s emptyText shows', async () => {
    const coupons = pageOf([{ type: 'coupon-list', data: { api: 'CU001', params: { status: 'UNUSED' } }, props: { emptyText: '暂无可使用的优惠券' } }]);
    renderPage(coupons, { callRaw: () => Promise.resolve({ list: [] }) });
    expect(await screen.findByText('暂无可使用的优惠券')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('a page that looks up one record in an empty list says it is not there, with the way to the list, not 暂无数据', async () => {
    const retrieve = pageOf([{ type: 'card-retrieve', data: { api: 'CP001' }, props: { cardId: '7' } }]);
    renderPage(retrieve, { callRaw: () => Promise.resolve({ list: [], hasPayPassword: 'N' }) });
    expect(await screen.findByText('未找到该卡密')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '卡密列表' })).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('leaves the block out when empty and hideWhenEmpty is set', async () => {
    const hidden = pageOf([{ ...notices, hideWhenEmpty: true }, { type: 'text', props: { text: '其他' } }], { data: page.data });
    renderPage(hidden, { callRaw: () => Promise.resolve([]) });
    expect(await screen.findByText('其他')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('shows the error with 重试 on failure, keeps the rest of the page, and retries on tap', async () => {
    const callRaw = vi.fn().mockRejectedValueOnce(new Error('网络开小差了')).mockResolvedValue(['双十一大促']);
    renderPage(page, { callRaw });
    expect(await screen.findByText('网络开小差了')).toBeInTheDocument();
    expect(screen.getByText('页面其他内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('双十一大促')).toBeInTheDocument();
    expect(callRaw).toHaveBeenCalledWith('BA010', { position: 'HOME' }, { silent: true });
  });

  it('uses `path` to pick a field of the response and resolves bound params', async () => {
    const callRaw = vi.fn().mockResolvedValue({ page: { records: ['来自 path 的通知'] } });
    const inline = pageOf([{ type: 'notice-bar', data: { api: 'BA011', params: { id: { $query: 'id' } }, path: 'page.records' } }]);
    renderPage(inline, { callRaw, query: { id: '42' } });
    expect(await screen.findByText('来自 path 的通知')).toBeInTheDocument();
    expect(callRaw).toHaveBeenCalledWith('BA011', { id: '42' }, { silent: true });
  });

  it('a page source that several blocks read and that failed says so once, with one 重试 that brings every block back', async () => {
    const callRaw = vi.fn().mockRejectedValueOnce(new Error('商品 SPU9999 不存在')).mockResolvedValue(['共享数据']);
    renderPage(pageOf([notices, { type: 'text', props: { text: '页面其他内容' } }, notices], { data: page.data }), { callRaw });
    expect(await screen.findByText('商品 SPU9999 不存在')).toBeInTheDocument();
    expect(screen.getAllByText('商品 SPU9999 不存在')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
    expect(screen.getByText('页面其他内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText('共享数据')).toHaveLength(2);
  });

  it('when the block showing a shared failure leaves the screen (its tab closed), another reader of the source shows it', async () => {
    const callRaw = vi.fn().mockRejectedValueOnce(new Error('商品 SPU9999 不存在')).mockResolvedValue(['共享数据']);
    const tabs = { type: 'tabs', props: { items: ['商品', '说明'] }, blocks: [notices, { type: 'text', props: { text: '说明内容' } }] };
    renderPage(pageOf([tabs, notices], { data: page.data }), { callRaw });
    expect(await screen.findByText('商品 SPU9999 不存在')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
    await userEvent.click(screen.getByText('说明'));
    expect(await screen.findByText('说明内容')).toBeInTheDocument();
    expect(await screen.findByText('商品 SPU9999 不存在')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共享数据')).toBeInTheDocument();
  });

  it('calls a page source once even when several blocks use it', async () => {
    const callRaw = vi.fn().mockResolvedValue(['共享数据']);
    renderPage(pageOf([notices, notices], { data: page.data }), { callRaw });
    expect(await screen.findAllByText('共享数据')).toHaveLength(2);
    expect(callRaw).toHaveBeenCalledTimes(1);
  });
});
