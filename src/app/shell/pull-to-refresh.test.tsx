import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_DELAY_MS, PullToRefresh } from './pull-to-refresh';

const texts = { pulling: '下拉即可刷新...', canRelease: '释放即可刷新...', refreshing: '加载中...', complete: '刷新成功' };

function setup(onRefresh: () => Promise<void> = () => Promise.resolve()) {
  render(
    <PullToRefresh onRefresh={onRefresh} headHeight={50} threshold={50} texts={texts}>
      <p>页面内容</p>
    </PullToRefresh>,
  );
  return screen.getByText('页面内容');
}

/** One finger from y=100 down by each distance in turn. */
function drag(target: Element, distances: number[], release = true) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  for (const d of distances) fireEvent.touchMove(target, { touches: [{ clientY: 100 + d }] });
  if (release) fireEvent.touchEnd(target, { touches: [] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('pull-to-refresh', () => {
  it('a short pull says 下拉即可刷新..., a longer one 释放即可刷新..., and a short release does not refresh', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = setup(onRefresh);
    drag(content, [20], false);
    expect(screen.getByText('下拉即可刷新...')).toBeInTheDocument();
    fireEvent.touchMove(content, { touches: [{ clientY: 400 }] });
    expect(screen.getByText('释放即可刷新...')).toBeInTheDocument();
    fireEvent.touchMove(content, { touches: [{ clientY: 110 }] });
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('releasing past the threshold refreshes once, shows 加载中... until done, then 刷新成功, then closes', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const content = setup(onRefresh);
    drag(content, [100, 300]);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    // Pulling again while it refreshes does nothing.
    drag(content, [300]);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByText('刷新成功')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS + 400));
    expect(screen.queryByText('刷新成功')).not.toBeInTheDocument();
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
    // And a new pull works again.
    drag(content, [300]);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('does not start while the page is scrolled down', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = setup(onRefresh);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    drag(content, [300]);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('释放即可刷新...')).not.toBeInTheDocument();
  });

  it('a second finger makes it a pinch: the head closes and releasing does not refresh', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = setup(onRefresh);
    drag(content, [300], false);
    expect(screen.getByText('释放即可刷新...')).toBeInTheDocument();
    fireEvent.touchMove(content, { touches: [{ clientY: 420 }, { clientY: 200 }] });
    fireEvent.touchMove(content, { touches: [{ clientY: 450 }] });
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('释放即可刷新...')).not.toBeInTheDocument();
  });

  it('a zoomed-in view moved down the page is moved back up by the finger, not pulled', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = setup(onRefresh);
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: { scale: 2, offsetTop: 150 } });
    try {
      drag(content, [300]);
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('释放即可刷新...')).not.toBeInTheDocument();
  });

  it('a touch inside something scrolled down scrolls it instead of pulling', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = setup(onRefresh);
    Object.defineProperty(content, 'scrollTop', { configurable: true, value: 40 });
    drag(content, [300]);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('an upward move never opens the head', () => {
    const content = setup();
    drag(content, [-50, 300], false);
    expect(screen.queryByText('释放即可刷新...')).not.toBeInTheDocument();
  });
});
