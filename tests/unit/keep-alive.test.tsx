import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageRouteEntry } from '@/app/route-table';
import { createAppRouter } from '@/app/navigation';
import { AppRoutes } from '@/app/router';
import { KeepAliveOutlet } from '@/app/shell/keep-alive-outlet';
import { useEntryState } from '@/ui/entry-state';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}: {count}
    </button>
  );
}

/** A page with a choice (a tab) kept per history entry. */
function TabChoice() {
  const [tab, setTab] = useEntryState('/blocks/0:tab', '0');
  return (
    <button type="button" onClick={() => setTab('1')}>
      tab: {tab}
    </button>
  );
}

function entry(name: string, extra: Partial<PageRouteEntry> = {}): PageRouteEntry {
  return { name, path: `/${name}`, title: name, tabBar: false, login: 'optional', load: async () => ({ default: {} }), ...extra };
}

function renderCashLoan() {
  window.history.replaceState(null, '', '/cash-loan2');
  const router = createAppRouter();
  const routes = [
    {
      element: <KeepAliveOutlet />,
      children: [
        { path: '/cash-loan2', handle: { entry: entry('cashLoan2', { keepAlive: true }) }, element: <Counter label="list" /> },
        {
          path: '/cash-loan-detail2',
          handle: { entry: entry('cashLoanDetail2', { keepAlive: true, dropCache: ['cashLoan2'] }) },
          element: <Counter label="detail" />,
        },
        { path: '/cash-loan-finish', handle: { entry: entry('cashLoanFinish') }, element: <Counter label="finish" /> },
        { path: '/bills', handle: { entry: entry('bills') }, element: <TabChoice /> },
      ],
    },
  ];
  render(
    <HistoryRouter history={router.history}>
      <AppRoutes routes={routes} />
    </HistoryRouter>,
  );
  const go = (path: string | number) => act(() => (typeof path === 'number' ? router.navigate(path) : router.navigate(path)));
  const tap = (label: RegExp, times: number) => {
    for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByRole('button', { name: label }));
  };
  return { go, tap };
}

describe('keep-alive pages', () => {
  it('keeps a kept-alive page state while the user visits another page', async () => {
    const { go, tap } = renderCashLoan();
    tap(/^list/, 2);
    await go('/cash-loan-finish');
    expect(screen.queryByRole('button', { name: /^list/ })).not.toBeInTheDocument();
    await go('/cash-loan2');
    expect(screen.getByRole('button', { name: 'list: 2' })).toBeInTheDocument();
  });

  it('keeps the detail page state while its parent list cache is dropped', async () => {
    const { go, tap } = renderCashLoan();
    tap(/^list/, 2);
    await go('/cash-loan-detail2');
    tap(/^detail/, 3);
    await go('/cash-loan-finish');
    expect(screen.getByRole('button', { name: 'finish: 0' })).toBeInTheDocument();
    await go('/cash-loan-detail2');
    expect(screen.getByRole('button', { name: 'detail: 3' })).toBeInTheDocument();
    await go('/cash-loan2');
    expect(screen.getByRole('button', { name: 'list: 0' })).toBeInTheDocument();
  });

  it('gives the document the title of the page shown, also when a kept page comes back', async () => {
    const { go } = renderCashLoan();
    expect(document.title).toBe('cashLoan2');
    await go('/cash-loan-finish');
    expect(document.title).toBe('cashLoanFinish');
    await go('/cash-loan2');
    expect(document.title).toBe('cashLoan2');
  });

  it('does not keep pages that are not marked keepAlive', async () => {
    const { go, tap } = renderCashLoan();
    await go('/cash-loan-finish');
    tap(/^finish/, 1);
    await go('/cash-loan2');
    await go('/cash-loan-finish');
    expect(screen.getByRole('button', { name: 'finish: 0' })).toBeInTheDocument();
  });

  it('a page not kept alive gets its tab back when the user goes back to it, and starts at the first tab on a new visit', async () => {
    const { go } = renderCashLoan();
    await go('/bills');
    fireEvent.click(screen.getByRole('button', { name: 'tab: 0' }));
    await go('/cash-loan-finish');
    await go(-1);
    expect(await screen.findByRole('button', { name: 'tab: 1' })).toBeInTheDocument();
    await go('/cash-loan-finish');
    await go('/bills');
    expect(screen.getByRole('button', { name: 'tab: 0' })).toBeInTheDocument();
  });
});
