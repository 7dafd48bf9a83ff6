import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Banner, demo, type BannerAd } from '.';

const ads: BannerAd[] = [...demo.data!, { id: 3, name: '新人礼', image: '/static/banner-3.png', urlType: 'IN_URL', queryType: 'CUSTOM', queryTypeValue: '/my/gift-bag', url: '/my/gift-bag' }];

/** Gives the track a width (jsdom has no layout) and makes scrollTo scroll at once. */
function withLayout(width = 300) {
  const track = screen.getByRole('region', { name: '轮播广告' });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
    fireEvent.scroll(track);
  });
  Object.defineProperty(track, 'scrollTo', { configurable: true, value: scrollTo });
  return { track, scrollTo };
}

const activeDot = () => [...document.querySelectorAll('.adm-page-indicator-dot')].findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active'));

afterEach(() => {
  vi.useRealTimers();
});

describe('banner', () => {
  it('emits the tapped ad as an ad action', () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<Banner {...p} />);
    fireEvent.click(screen.getAllByAltText('年中大促')[0]!);
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'ad', ad: demo.data![1] });
  });

  it('the dots follow the ad the user swiped to', () => {
    render(<Banner {...testProps(propsSchema, { autoplay: false }, ads)} />);
    const { track } = withLayout();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(activeDot()).toBe(0);
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(activeDot()).toBe(2);
  });

  it('autoplay moves to the next ad each interval and wraps to the first after the last', () => {
    vi.useFakeTimers();
    render(<Banner {...testProps(propsSchema, { interval: 2000 }, ads)} />);
    const { scrollTo } = withLayout();
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(activeDot()).toBe(0);
  });

  it('autoplay waits while the user is touching the ads, and stays on the last ad without loop', () => {
    vi.useFakeTimers();
    render(<Banner {...testProps(propsSchema, { interval: 2000, loop: false }, ads)} />);
    const { track, scrollTo } = withLayout();
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10000));
    expect(activeDot()).toBe(2);
    const calls = scrollTo.mock.calls.length;
    act(() => vi.advanceTimersByTime(6000));
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it('autoplay holds still while an ad has the keyboard’s focus, and moves on once the focus leaves the ads', () => {
    vi.useFakeTimers();
    render(<Banner {...testProps(propsSchema, { interval: 2000 }, ads)} />);
    const { scrollTo } = withLayout();
    act(() => screen.getByRole('button', { name: '年中大促' }).focus());
    act(() => vi.advanceTimersByTime(10000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: '年中大促' }).blur());
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('each ad is a button that Enter opens', () => {
    const p = testProps(propsSchema, { autoplay: false }, ads);
    render(<Banner {...p} />);
    const ad = screen.getByRole('button', { name: '新人礼' });
    ad.focus();
    fireEvent.keyDown(ad, { key: 'Enter' });
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'ad', ad: ads[2] });
  });

  it('drawn where no script runs (a preview) it fetches only the first ad\'s picture; live, every ad\'s', () => {
    const p = testProps(propsSchema, demo.props, ads);
    const drawn = renderToString(<Banner {...p} />);
    expect([...drawn.matchAll(/<img /g)]).toHaveLength(1);
    expect(drawn).toContain(`alt="${ads[0]!.name}"`);
    expect(drawn.match(/class="qsh-banner-slide"/g)).toHaveLength(ads.length);
    render(<Banner {...p} />);
    expect([...document.querySelectorAll('.qsh-banner-slide img')].map((img) => img.getAttribute('alt'))).toEqual(ads.map((ad) => ad.name));
  });

  it('one ad: no dots and no autoplay', () => {
    vi.useFakeTimers();
    render(<Banner {...testProps(propsSchema, {}, [ads[0]!])} />);
    const { scrollTo } = withLayout();
    act(() => vi.advanceTimersByTime(10000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.querySelector('.adm-page-indicator')).toBeNull();
  });
});
