import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver, observed } from '../../tests/support/intersection-mock';
import { EAGER_BLOCKS } from './BlockList';
import { pageOf, renderPage, testStores } from '../../tests/support/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'text', props: { text: `第${i}块` } }));

/** Frames run only when the test says so, so background steps are under its control. */
function manualFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return async () => {
    const due = frames.splice(0);
    await act(async () => {
      for (const frame of due) frame(performance.now());
      await new Promise((done) => setTimeout(done, 5));
    });
  };
}

describe('long pages stay responsive', () => {
  it('renders the first screen at once, later blocks after the first paint in steps or as they scroll near', async () => {
    mockIntersectionObserver(false);
    const nextFrame = manualFrames();
    renderPage(pageOf(texts(40)));
    expect(await screen.findByText(`第${EAGER_BLOCKS - 1}块`)).toBeInTheDocument();
    // Below the first screen nothing is rendered, not even a placeholder per block: one spot marks the end.
    expect(screen.queryByText(`第${EAGER_BLOCKS}块`)).not.toBeInTheDocument();
    const spots = document.querySelectorAll('[data-deferred-block]');
    expect(spots).toHaveLength(1);
    // The end spot is watched from a passive effect, which may still be pending after the commit.
    await act(async () => {});
    expect(observed.has(spots[0]!)).toBe(true);
    // Scrolling near the end renders the next blocks at once.
    act(() => bringIntoView(spots[0]!));
    expect(await screen.findByText(`第${EAGER_BLOCKS}块`)).toBeInTheDocument();
    expect(screen.queryByText('第39块')).not.toBeInTheDocument();
    // After painted frames, background steps render the rest.
    for (let i = 0; i < 40 && !screen.queryByText('第39块'); i += 1) await nextFrame();
    expect(screen.getByText('第39块')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-deferred-block]')).toHaveLength(0);
  });

  it('without IntersectionObserver or frames still renders every block', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', undefined);
    renderPage(pageOf(texts(12)));
    expect(await screen.findByText('第11块')).toBeInTheDocument();
  });

  it('a store change updates the block that reads it and leaves the others and their data alone', async () => {
    const stores = testStores();
    const callRaw = vi.fn().mockResolvedValue(['公告一']);
    const page = pageOf([{ type: 'notice-bar', data: 'n' }, { type: 'text', props: { text: '仅会员可见' }, when: { loggedIn: true } }], { data: { n: { api: 'BA010' } } });
    renderPage(page, { stores, callRaw });
    const notice = await screen.findByText('公告一');
    runInAction(() => stores.user.setToken('t'));
    expect(await screen.findByText('仅会员可见')).toBeInTheDocument();
    expect(screen.getByText('公告一')).toBe(notice);
    expect(callRaw).toHaveBeenCalledTimes(1);
  });
});
