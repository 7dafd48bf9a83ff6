import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { CardSecretLog, demo, propsSchema } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('card-secret-log', () => {
  it('shows each retrieval with its card and time; a tap opens that card again', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<CardSecretLog {...p} />);
    expect(screen.getAllByText('提取卡密')).toHaveLength(2);
    expect(screen.getByText('2025-06-02 10:00:00')).toBeInTheDocument();
    await userEvent.click(screen.getByText('黄金卡 50元'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/cardpwd/retrieve', query: { cardId: 2 } });
  });

  it('with no retrieval says 暂无提取记录 (its own empty text, not the bare 暂无数据)', () => {
    render(<CardSecretLog {...testProps(propsSchema, {}, { list: [], total: 0, pageNum: 1, pageSize: 10 })} />);
    expect(screen.getByText('暂无提取记录')).toBeInTheDocument();
    expect(screen.getByText('提取卡密后，记录会显示在这里')).toBeInTheDocument();
  });

  it('loads the next page of its data source when the foot comes into view, and says 没有更多了 at the end', async () => {
    mockIntersectionObserver(false);
    const p = testProps(propsSchema, {}, demo.data);
    const loadMore = vi.fn(() => Promise.resolve());
    const view = render(<CardSecretLog {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
    await act(async () => bringIntoView(screen.getByRole('status')));
    expect(loadMore).toHaveBeenCalledTimes(1);
    view.rerender(<CardSecretLog {...p} state={{ ...p.state, paging: { hasMore: false, loadMore } }} />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
