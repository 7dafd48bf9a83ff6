import { act, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createAppRouter } from '../navigation';
import { useScrollRestoration } from './use-scroll-restoration';

function Probe() {
  useScrollRestoration();
  return null;
}

const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
/** The user scrolls the page to `y` (the browser fires scroll). */
const userScrolls = (y: number) => {
  scrolledTo(y);
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  vi.restoreAllMocks();
  scrolledTo(0);
  sessionStorage.clear();
});

it('starts a new page at the top and brings back the position when the user goes back', async () => {
  window.history.replaceState(null, '', '/list');
  const scrollTo = vi.spyOn(window, 'scrollTo');
  const router = createAppRouter();
  render(
    <HistoryRouter history={router.history}>
      <Probe />
    </HistoryRouter>,
  );
  userScrolls(640);
  const listKey = router.history.location.key;
  act(() => router.navigate('/detail'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  // Kept in session storage too, so going back after a reload still finds it.
  expect(JSON.parse(sessionStorage.getItem('qsh-scroll-positions') ?? '[]')).toContainEqual([listKey, 640]);
  userScrolls(120);
  act(() => router.navigate(-1));
  await waitFor(() => expect(router.location.pathname).toBe('/list'));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  // Forward returns to where the detail page was left.
  act(() => router.navigate(1));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 120));
});

/** A page whose height the test sets: scrollTo stops where the content ends, as a browser does. */
function pageOfHeight(height: { max: number }) {
  return vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
    scrolledTo(Math.min(Number(args[1]), height.max));
  });
}

/** A ResizeObserver the test fires when the page has grown. */
function resizes() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('ResizeObserver', class {
    constructor(callback: () => void) { callbacks.push(callback); }
    observe() {}
    disconnect() { callbacks.length = 0; }
  });
  return { grow: () => callbacks.forEach((c) => c()), watching: () => callbacks.length > 0 };
}

/** The user leaves /my/bill at 1500 px and comes back to it drawn anew: a skeleton 300 px tall at first. */
async function backToShortList() {
  window.history.replaceState(null, '', '/my/bill');
  const height = { max: 2000 };
  const scrollTo = pageOfHeight(height);
  const observer = resizes();
  const router = createAppRouter();
  render(<HistoryRouter history={router.history}><Probe /></HistoryRouter>);
  userScrolls(1500);
  // The next page is short: the browser cuts the scroll before the list page's cleanup runs.
  scrolledTo(0);
  act(() => router.navigate('/my/bill/repayment'));
  height.max = 300;
  act(() => router.navigate(-1));
  await waitFor(() => expect(router.location.pathname).toBe('/my/bill'));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1500));
  return { height, observer };
}

it('back to a page whose list is still loading scrolls on as the content grows, until it reaches the place the user left', async () => {
  const { height, observer } = await backToShortList();
  expect(window.scrollY).toBe(300);
  height.max = 1200;
  observer.grow();
  expect(window.scrollY).toBe(1200);
  height.max = 2400;
  observer.grow();
  expect(window.scrollY).toBe(1500);
  expect(observer.watching()).toBe(false);
  vi.unstubAllGlobals();
});

it('stops following the content once the user scrolls themself', async () => {
  const { height, observer } = await backToShortList();
  window.dispatchEvent(new Event('touchstart'));
  expect(observer.watching()).toBe(false);
  height.max = 2400;
  observer.grow();
  expect(window.scrollY).toBe(300);
  vi.unstubAllGlobals();
});
