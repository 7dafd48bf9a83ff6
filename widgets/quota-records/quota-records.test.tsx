import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import type { QuotaPage, QuotaRecord } from './props.schema';
import { QuotaRecords } from '.';

const record = (id: number, kind: QuotaRecord['kind'], change: number, remark: string): QuotaRecord => ({ id, kind, change, remark, createTime: `2025-06-0${id} 10:00:00` });

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows each record of its data source with its kind and signed amount', () => {
  const page: QuotaPage = { list: [record(3, 'USE', -45900, '分期购物'), record(2, 'GRANT', 1000000, '授信成功')], total: 2, pageNum: 1, pageSize: 10 };
  render(<QuotaRecords {...testProps(propsSchema, {}, page)} />);
  expect(screen.getByText('使用 · 分期购物')).toBeInTheDocument();
  expect(screen.getByText('-459.00')).toBeInTheDocument();
  expect(screen.getByText('+10,000.00')).toBeInTheDocument();
  // Without paging (a complete list) there is no foot.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('pages through its block data source: the foot asks state.paging for the next page once it is in view', async () => {
  mockIntersectionObserver(false);
  const p = testProps(propsSchema, {}, { list: [record(2, 'GRANT', 1000000, '授信成功')], total: 2, pageNum: 1, pageSize: 1 } as QuotaPage);
  const loadMore = vi.fn(() => Promise.resolve());
  render(<QuotaRecords {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
  expect(loadMore).not.toHaveBeenCalled();
  await act(async () => bringIntoView(screen.getByRole('status')));
  expect(loadMore).toHaveBeenCalledTimes(1);
  expect(p.state.request).not.toHaveBeenCalled();
});

it('with no record says what the list would hold, not a bare 暂无数据', () => {
  const empty: QuotaPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };
  const { rerender } = render(<QuotaRecords {...testProps(propsSchema, {}, empty)} />);
  expect(screen.getByText('暂无额度明细')).toBeInTheDocument();
  expect(screen.getByText('授信、借款、消费和还款引起的额度变化会显示在这里')).toBeInTheDocument();
  expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  rerender(<QuotaRecords {...testProps(propsSchema, { emptyText: '还没有记录' }, empty)} />);
  expect(screen.getByText('还没有记录')).toBeInTheDocument();
});
