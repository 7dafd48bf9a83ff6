import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { prefetchFirstRoute } from '@/app/boot/first-prefetch';
import type { PageRouteEntry } from '@/app/route-table';
import { prefetchPlan } from '@/renderer/prefetch-plan';
import { renderApp } from './support/render-app';

function route(login: 'optional' | 'required'): PageRouteEntry {
  const page = {
    route: { path: '/bill/:id', name: 'bill', login },
    title: '账单',
    blocks: [{ type: 'rich-text', data: { api: 'XX001', params: { id: { $param: 'id' }, tab: { $query: 'tab' } }, path: 'html' } }],
  };
  return { path: '/bill/:id', name: 'bill', title: '账单', tabBar: false, login, prefetch: prefetchPlan(page), load: async () => ({ default: page }) };
}

it("a visitor with a session has the first page's data requested before React renders, with the route's parameters, and once", async () => {
  const entry = route('required');
  let askedBeforeRender = 0;
  const { gateway } = renderApp({
    path: '/bill/42?tab=unpaid',
    routes: [entry],
    loggedIn: true,
    gatewayAnswers: { XX001: { html: '<p>本期账单</p>' } },
    beforeRender: (stores, fake) => {
      prefetchFirstRoute(window.location, [entry], stores, fake);
      askedBeforeRender = fake.callRaw.mock.calls.length;
    },
  });
  expect(askedBeforeRender).toBe(1);
  expect(gateway.callRaw).toHaveBeenCalledWith('XX001', { id: '42', tab: 'unpaid' }, { silent: true });
  expect(await screen.findByText('本期账单')).toBeInTheDocument();
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX001')).toHaveLength(1);
});

it('a page that needs login is not prefetched for a guest', () => {
  const entry = route('required');
  let asked = -1;
  renderApp({
    path: '/bill/42',
    routes: [entry],
    beforeRender: (stores, fake) => {
      prefetchFirstRoute(window.location, [entry], stores, fake);
      asked = fake.callRaw.mock.calls.filter(([api]) => api === 'XX001').length;
    },
  });
  expect(asked).toBe(0);
});
