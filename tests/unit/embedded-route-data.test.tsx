import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ROUTE_DATA_ID } from '@schemas/html-blocks';
import { takeEmbeddedRouteData } from '@/app/boot/inline-data';
import type { PageRouteEntry } from '@/app/route-table';
import { prefetchPlan } from '@/renderer/prefetch-plan';
import { renderApp } from './support/render-app';

const page = {
  route: { path: '/notice', name: 'notice', login: 'none' },
  title: '公告',
  blocks: [{ type: 'rich-text', data: { api: 'XX001', params: { position: 'HOME' }, path: 'html' } }],
};
const entry: PageRouteEntry = { path: '/notice', name: 'notice', title: '公告', tabBar: false, login: 'none', prefetch: prefetchPlan(page), load: async () => ({ default: page }) };

/** The block the gateway's HTML handler writes (server/http/spa.ts): a guest's answer to the route's first request. */
function embed(html: string) {
  const answers = [{ api: 'XX001', params: { position: 'HOME' }, data: { html } }];
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${ROUTE_DATA_ID}">${JSON.stringify({ route: 'notice', answers })}</script>`);
}

afterEach(() => document.getElementById(ROUTE_DATA_ID)?.remove());

it("a guest's first screen draws the answer that came with the HTML, without asking the gateway", async () => {
  embed('<p>随页面送达的公告</p>');
  const { gateway } = renderApp({ path: '/notice', routes: [entry], beforeRender: (stores) => takeEmbeddedRouteData(document, stores.user), gatewayAnswers: { XX001: { html: '<p>网关的公告</p>' } } });
  expect(await screen.findByText('随页面送达的公告')).toBeInTheDocument();
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX001')).toHaveLength(0);
});

it('a visitor with a session asks the gateway: the embedded answers are a guest’s', async () => {
  embed('<p>随页面送达的公告</p>');
  const { gateway } = renderApp({ path: '/notice', routes: [entry], loggedIn: true, beforeRender: (stores) => takeEmbeddedRouteData(document, stores.user), gatewayAnswers: { XX001: { html: '<p>网关的公告</p>' } } });
  expect(await screen.findByText('网关的公告')).toBeInTheDocument();
  expect(gateway.callRaw.mock.calls.filter(([api]) => api === 'XX001')).toHaveLength(1);
  expect(document.getElementById(ROUTE_DATA_ID)).toBeNull();
});
