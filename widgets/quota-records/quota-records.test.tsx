import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../shared/intersection-mock';
import { testProps } from '../shared/test-props';
import type { QuotaRecord } from './props.schema';
import { QuotaRecords } from '.';

const record = (id: number, kind: QuotaRecord['kind'], change: number, remark: string): QuotaRecord => ({ id, kind, change, remark, createTime: `2025-06-0${id} 10:00:00` });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('loads page 1, then the next pages of pageSize as the user scrolls, until the total', async () => {
  mockIntersectionObserver(false);
  const p = testProps({ pageSize: 2 });
  p.state.request.mockImplementation(async (_api, fields) =>
    fields.pageNum === 1 ? { list: [record(3, 'USE', -45900, '分期购物'), record(2, 'GRANT', 1000000, '授信成功')], total: 3, pageNum: 1 } : { list: [record(1, 'REPAY', 15300, '账单还款')], total: 3, pageNum: 2 },
  );
  render(<QuotaRecords {...p} />);
  expect(await screen.findByText('使用 · 分期购物')).toBeInTheDocument();
  expect(screen.getByText('-459.00')).toBeInTheDocument();
  expect(screen.queryByText('还款 · 账单还款')).not.toBeInTheDocument();
  act(() => bringIntoView(screen.getByRole('status')));
  expect(await screen.findByText('还款 · 账单还款')).toBeInTheDocument();
  expect(screen.getByText('+153.00')).toBeInTheDocument();
  expect(screen.getByText('授信 · 授信成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('没有更多了')).toBeInTheDocument());
  expect(p.state.request.mock.calls).toEqual([
    ['CR005', { pageNum: 1, pageSize: 2 }, { silent: true }],
    ['CR005', { pageNum: 2, pageSize: 2 }, { silent: true }],
  ]);
});

it('shows the error with 重试, which loads page 1 again', async () => {
  const p = testProps({});
  let answer: () => Promise<unknown> = () => Promise.reject(new Error('系统接口请求超时'));
  p.state.request.mockImplementation(() => answer());
  const view = render(<QuotaRecords {...p} />);
  expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByText('系统接口请求超时')).toBeInTheDocument();
  answer = () => new Promise(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  view.unmount();
  answer = () => Promise.resolve({ list: [], total: 0, pageNum: 1 });
  render(<QuotaRecords {...p} />);
  expect(await screen.findByText('暂无额度明细')).toBeInTheDocument();
  expect(p.state.request).toHaveBeenLastCalledWith('CR005', { pageNum: 1, pageSize: 10 }, { silent: true });
});
