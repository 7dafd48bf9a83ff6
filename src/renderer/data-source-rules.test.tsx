import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/services/gateway/types';
import { pageOf, renderPage } from '../../tests/support/render-page';
import { CONFIG_ERROR_TEXT } from './BlockStates';

const msg = (id: number) => ({ id, title: `消息${id}`, content: `内容${id}`, msgType: 'SYSTEM', isRead: 'Y', createTime: '2025-06-01 10:00:00' });
const other = { type: 'text', props: { text: '页面其他内容' } };

describe('a data source refused as a configuration mistake (rspCode 1001/1002)', () => {
  const refused = (rspCode: string, message: string) => vi.fn(() => Promise.reject(new GatewayError(message, 'business', rspCode)));

  it('shows the customer 内容暂时无法显示 with 重试, never the server message, and reports it with the block pointer and api code', async () => {
    const callRaw = refused('1002', '未知的接口 apiCode: XX999');
    const { report } = renderPage(pageOf([other, { type: 'notice-bar', data: { api: 'XX999' } }]), { mode: 'production', callRaw });
    expect(await screen.findByText(CONFIG_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText(/未知的接口/)).not.toBeInTheDocument();
    expect(screen.getByText('页面其他内容')).toBeInTheDocument();
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0]![0]).toMatchObject({ pointer: '/blocks/1', apiCode: 'XX999', message: expect.stringContaining('1002') });
    // Page data sources are silent: the gateway shows no catalogue dialog with the raw message.
    expect(callRaw).toHaveBeenCalledWith('XX999', {}, { silent: true });
  });

  it('treats invalid params (1001) the same; development adds the developer message for the operator', async () => {
    renderPage(pageOf([{ type: 'notice-bar', data: { api: 'BA006', params: { position: 'NOPE' } } }]), { mode: 'development', callRaw: refused('1001', '字段 position 格式不正确') });
    expect(await screen.findByText(`${CONFIG_ERROR_TEXT}（1001 字段 position 格式不正确）`)).toBeInTheDocument();
  });

  it('keeps the catalogue text for other failures and does not report them', async () => {
    const { report } = renderPage(pageOf([{ type: 'notice-bar', data: { api: 'BA006' } }]), { mode: 'production', callRaw: vi.fn(() => Promise.reject(new GatewayError('后端接口连接异常', 'network'))) });
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('a data source naming a record that does not exist (a not-found rspCode, schemas/not-found.ts)', () => {
  it('says what the gateway said with 返回, never 重试, and reports nothing; 返回 goes back', async () => {
    const callRaw = vi.fn(() => Promise.reject(new GatewayError('订单 NOPE 不存在', 'business', '2502')));
    const { report, actions } = renderPage(pageOf([other, { type: 'order-detail', data: { api: 'SF206', params: { orderId: { $query: 'orderId' } } } }]), { mode: 'production', callRaw, query: { orderId: 'NOPE' } });
    expect(await screen.findByText('订单 NOPE 不存在')).toBeInTheDocument();
    expect(screen.getByText('未找到相关内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.getByText('页面其他内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(actions).toEqual([{ kind: 'back' }]);
    expect(callRaw).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('static data: a data source can be a literal value', () => {
  it('renders an inline {"value": ...} at once, without a gateway call', async () => {
    const callRaw = vi.fn(() => Promise.resolve(undefined));
    renderPage(pageOf([{ type: 'notice-bar', data: { value: ['运营配置的公告'] } }]), { callRaw });
    expect(await screen.findByText('运营配置的公告')).toBeInTheDocument();
    expect(callRaw).not.toHaveBeenCalled();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('serves a page-level named static source to every block that names it; an empty value shows 暂无数据', async () => {
    const callRaw = vi.fn(() => Promise.resolve(undefined));
    const page = pageOf([{ type: 'notice-bar', data: 'notices' }, { type: 'notice-bar', data: 'notices' }, { type: 'notice-bar', data: 'none' }], {
      data: { notices: { value: ['共享的静态公告'] }, none: { value: [] } },
    } as never);
    renderPage(page, { callRaw });
    expect(await screen.findAllByText('共享的静态公告')).toHaveLength(2);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(callRaw).not.toHaveBeenCalled();
  });
});

describe('one paging model: list widgets page through their block data source (pageNum + pageSize)', () => {
  it('loads the next page of the same source with pageNum + 1 and the answered pageSize when the foot is seen, until the total', async () => {
    const callRaw = vi.fn((_api: string, fields: Record<string, unknown>) =>
      Promise.resolve(fields.pageNum === 2 ? { list: [msg(3)], total: 3, pageNum: 2, pageSize: 2 } : { list: [msg(1), msg(2)], total: 3, pageNum: 1, pageSize: 2 }),
    );
    renderPage(pageOf([{ type: 'message-list', data: { api: 'MM006', params: { pageSize: 2 } } }]), { callRaw });
    expect(await screen.findByText('消息3')).toBeInTheDocument();
    expect(screen.getByText('消息1')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(callRaw.mock.calls).toEqual([
      ['MM006', { pageSize: 2 }, { silent: true }],
      ['MM006', { pageSize: 2, pageNum: 2 }, { silent: true }],
    ]);
  });

  it('a failed page keeps the items so far and offers 重新加载, which asks for the same page again', async () => {
    let failNext = true;
    const callRaw = vi.fn((_api: string, fields: Record<string, unknown>) => {
      if (fields.pageNum === 2 && failNext) return Promise.reject(new GatewayError('系统接口请求超时', 'timeout'));
      return Promise.resolve(fields.pageNum === 2 ? { list: [msg(3)], total: 3, pageNum: 2, pageSize: 2 } : { list: [msg(1), msg(2)], total: 3, pageNum: 1, pageSize: 2 });
    });
    renderPage(pageOf([{ type: 'message-list', data: { api: 'MM006' } }]), { callRaw });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('消息2')).toBeInTheDocument();
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('消息3')).toBeInTheDocument();
    expect(callRaw.mock.calls.filter(([, f]) => f.pageNum === 2)).toHaveLength(2);
  });

  it('a source that answers a whole list (no pageNum/pageSize) does not page: no foot', async () => {
    renderPage(pageOf([{ type: 'product-list', data: { api: 'PD001' } }]), { callRaw: () => Promise.resolve({ list: [{ productId: 'P1', type: 'FORM', name: '随心借' }] }) });
    expect(await screen.findByText('随心借')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).not.toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });
});
