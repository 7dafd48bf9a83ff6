import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '@widgets/shared/intersection-mock';
import { EAGER_BLOCKS } from './BlockList';
import { pageOf, renderPage, testStores } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'text', props: { text: `第${i}块` } }));

describe('long pages stay responsive', () => {
  it('renders the first screen at once and later blocks as they scroll near', async () => {
    mockIntersectionObserver(false);
    renderPage(pageOf(texts(40)));
    expect(await screen.findByText(`第${EAGER_BLOCKS - 1}块`)).toBeInTheDocument();
    expect(screen.queryByText(`第${EAGER_BLOCKS}块`)).not.toBeInTheDocument();
    const spots = document.querySelectorAll('[data-deferred-block]');
    expect(spots).toHaveLength(40 - EAGER_BLOCKS);
    act(() => bringIntoView(spots[0]!));
    expect(await screen.findByText(`第${EAGER_BLOCKS}块`)).toBeInTheDocument();
    expect(screen.queryByText('第39块')).not.toBeInTheDocument();
  });

  it('without IntersectionObserver still renders every block', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
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
