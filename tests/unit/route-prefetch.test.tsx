import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PageRouteEntry } from '@/app/route-table';
import { prefetchPlan } from '@/renderer/prefetch-plan';
import { renderApp } from './support/render-app';

const notice = { api: 'XX001', params: { id: { $query: 'id' } }, path: 'html' };
const page = {
  route: { path: '/notice', name: 'notice', login: 'none' },
  title: '公告',
  data: { notice, hidden: { api: 'XX002' } },
  blocks: [
    { type: 'rich-text', data: 'notice' },
    { type: 'rich-text', data: 'hidden', when: { login: true } },
  ],
};

/** A route whose page schema arrives only when the test says so (a slow chunk). */
function slowRoute() {
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const entry: PageRouteEntry = {
    path: '/notice',
    name: 'notice',
    title: '公告',
    tabBar: false,
    login: 'none',
    prefetch: prefetchPlan(page),
    load: () => arrived.then(() => ({ default: page })),
  };
  return { entry, deliver };
}

it('the route table lists the first screen data requests, those of blocks under a condition with the condition', () => {
  expect(prefetchPlan(page)).toEqual([{ api: 'XX001', params: { id: { $query: 'id' } } }, { api: 'XX002', when: { login: true } }]);
});

it('a block under a condition that holds as navigation starts has its data requested then; one that does not hold, not at all', async () => {
  const product = { api: 'XX003', params: { position: 'HOME' }, path: 'html' };
  const conditional = {
    ...page,
    data: {},
    blocks: [
      { type: 'rich-text', data: product, when: { variant: 'official' } },
      { type: 'card', when: { loggedIn: true }, blocks: [{ type: 'rich-text', data: { api: 'XX004' } }] },
    ],
  };
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const entry: PageRouteEntry = { path: '/notice', name: 'notice', title: '公告', tabBar: false, login: 'none', prefetch: prefetchPlan(conditional), load: () => arrived.then(() => ({ default: conditional })) };
  const { gateway } = renderApp({ path: '/notice', routes: [entry], gatewayAnswers: { XX003: { html: '<p>推荐产品</p>' } } });
  await waitFor(() => expect(gateway.callRaw).toHaveBeenCalledWith('XX003', { position: 'HOME' }, { silent: true }));
  deliver();
  expect(await screen.findByText('推荐产品')).toBeInTheDocument();
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX003')).toHaveLength(1);
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX004')).toHaveLength(0);
});

it('page data is requested as navigation starts, before the page chunk has loaded, and only once', async () => {
  const { entry, deliver } = slowRoute();
  const { gateway } = renderApp({ path: '/notice?id=7', routes: [entry], gatewayAnswers: { XX001: { html: '<p>今日公告</p>' } } });
  await waitFor(() => expect(gateway.callRaw).toHaveBeenCalledWith('XX001', { id: '7' }, { silent: true }));
  deliver();
  expect(await screen.findByText('今日公告')).toBeInTheDocument();
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX001')).toHaveLength(1);
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX002')).toHaveLength(0);
});
