import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver, observed } from '../../tests/support/intersection-mock';
import { LoadMore } from './load-more';

afterEach(() => vi.unstubAllGlobals());

/** A deferred page load the test settles. */
function heldLoads() {
  const settle: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const loadMore = vi.fn(() => new Promise<void>((resolve, reject) => settle.push({ resolve, reject })));
  return { loadMore, settle };
}

const foot = () => screen.getByRole('status');

describe('the foot of a paged list', () => {
  it('loads the next page only once it comes into view, and shows 加载中 meanwhile', async () => {
    mockIntersectionObserver(false);
    const { loadMore, settle } = heldLoads();
    render(<LoadMore hasMore loadMore={loadMore} />);
    expect(loadMore).not.toHaveBeenCalled();
    act(() => bringIntoView(foot()));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(foot()).toHaveTextContent('加载中');
    // A second sighting while the page loads starts nothing.
    act(() => bringIntoView(foot()));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => settle[0]!.resolve());
  });

  it('loads the page after when the new page leaves it still in view', async () => {
    mockIntersectionObserver(true);
    const { loadMore, settle } = heldLoads();
    render(<LoadMore hasMore loadMore={loadMore} />);
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => settle[0]!.resolve());
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('never loads while hidden (a kept-alive page elsewhere): nothing reports it in view', async () => {
    mockIntersectionObserver(false);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<LoadMore hasMore loadMore={loadMore} />);
    expect(observed.size).toBe(1);
    window.dispatchEvent(new Event('scroll'));
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('a failed page shows 加载失败 with 重新加载, which tries again', async () => {
    mockIntersectionObserver(false);
    const { loadMore, settle } = heldLoads();
    render(<LoadMore hasMore loadMore={loadMore} />);
    act(() => bringIntoView(foot()));
    await act(async () => settle[0]!.reject(new Error('网络异常')));
    expect(foot()).toHaveTextContent('加载失败');
    // A failed foot does not retry by itself.
    expect(observed.size).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(foot()).toHaveTextContent('加载中');
  });

  it('says 没有更多了 once there is nothing left, and stops watching', () => {
    mockIntersectionObserver(false);
    render(<LoadMore hasMore={false} loadMore={() => Promise.resolve()} />);
    expect(foot()).toHaveTextContent('没有更多了');
    expect(observed.size).toBe(0);
  });
});
