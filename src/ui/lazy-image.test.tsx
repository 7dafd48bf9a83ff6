import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver, observed, observedWith } from '../../tests/support/intersection-mock';
import { forgetLoaded, LOADED_CACHE_SIZE, resetLazyObserver } from './lazy-load';
import { SafeImage } from './safe-image';

const requested = (root: HTMLElement) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

/** Every lazy picture waiting on the page comes within the margin. */
const comeNear = () => act(() => [...observed.keys()].forEach(bringIntoView));

beforeEach(() => {
  mockIntersectionObserver(false);
  resetLazyObserver();
  forgetLoaded();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetLazyObserver();
});

describe('lazy pictures (the spec: preload 1.3, 3 attempts, 200 pictures remembered)', () => {
  it('are not asked for until they come within 1.3 screens, below or to the right', () => {
    const view = render(<SafeImage src="/demo-img/a.svg" alt="商品" lazy />);
    expect(requested(view.container)).toEqual([]);
    expect(view.container.querySelector('.adm-image-tip')).not.toBeNull();
    const [watched] = [...observed.keys()];
    expect(observedWith.get(watched!)?.rootMargin).toBe('0px 30% 30% 0px');
    comeNear();
    expect(requested(view.container)).toEqual(['/demo-img/a.svg']);
  });

  it('a picture that fails is asked for again, three attempts in all, then shows the broken picture', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const view = render(<SafeImage src="/demo-img/broken.svg" alt="商品" lazy onError={onError} />);
    comeNear();
    const fail = () => fireEvent.error(view.container.querySelector('img')!);
    fail();
    // Between attempts: the placeholder, no request.
    expect(requested(view.container)).toEqual([]);
    act(() => vi.advanceTimersByTime(500));
    expect(requested(view.container)).toEqual(['/demo-img/broken.svg']);
    fail();
    act(() => vi.advanceTimersByTime(1000));
    expect(requested(view.container)).toEqual(['/demo-img/broken.svg']);
    expect(onError).not.toHaveBeenCalled();
    fail();
    act(() => vi.advanceTimersByTime(5000));
    expect(requested(view.container)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('.adm-image-tip')).not.toBeNull();
  });

  it('a picture that loaded lately shows at once when it appears again, without waiting to come near', () => {
    const first = render(<SafeImage src="/demo-img/seen.svg" alt="商品" lazy />);
    comeNear();
    fireEvent.load(first.container.querySelector('img')!);
    first.unmount();
    const again = render(<SafeImage src="/demo-img/seen.svg" alt="商品" lazy />);
    expect(requested(again.container)).toEqual(['/demo-img/seen.svg']);
    const other = render(<SafeImage src="/demo-img/unseen.svg" alt="商品" lazy />);
    expect(requested(other.container)).toEqual([]);
  });

  it('remembers the last 200 pictures that loaded, not more', () => {
    const load = (src: string) => {
      const view = render(<SafeImage src={src} alt="" lazy />);
      comeNear();
      fireEvent.load(view.container.querySelector('img')!);
      view.unmount();
    };
    for (let i = 0; i <= LOADED_CACHE_SIZE; i += 1) load(`/demo-img/${i}.svg`);
    expect(LOADED_CACHE_SIZE).toBe(200);
    expect(requested(render(<SafeImage src="/demo-img/0.svg" alt="" lazy />).container)).toEqual([]);
    expect(requested(render(<SafeImage src="/demo-img/1.svg" alt="" lazy />).container)).toEqual(['/demo-img/1.svg']);
  });

  it('without IntersectionObserver (old web views, the gateway\'s drawn first screen) a lazy picture loads as a plain one', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const view = render(<SafeImage src="/demo-img/a.svg" alt="商品" lazy />);
    expect(requested(view.container)).toEqual(['/demo-img/a.svg']);
  });
});
