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
  scrolledTo(640);
  const listKey = router.history.location.key;
  act(() => router.navigate('/detail'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  // Kept in session storage too, so going back after a reload still finds it.
  expect(JSON.parse(sessionStorage.getItem('qsh-scroll-positions') ?? '[]')).toContainEqual([listKey, 640]);
  scrolledTo(120);
  act(() => router.navigate(-1));
  await waitFor(() => expect(router.location.pathname).toBe('/list'));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  // Forward returns to where the detail page was left.
  act(() => router.navigate(1));
  await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 120));
});
