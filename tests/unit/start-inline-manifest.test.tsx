import { act, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PAGES_MANIFEST_ID } from '@schemas/html-blocks';
import { start } from '@/app/start';
import { createBridge } from '@/services/bridge';
import { DEFAULT_CONFIG } from '@/services/config';
import { serverNow } from '@/lib/server-clock';

const manifestUrl = (call: unknown[]) => String(call[0]).includes('/utd/pages/manifest');

function page(inline: string) {
  window.history.replaceState(null, '', '/agreement/privacy');
  document.body.innerHTML = `<div id="root"></div>${inline}`;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ pages: {} }), { status: 200 })));
}

// Each test unmounts the app it started: a root left running would schedule work after the test environment is gone.
let unmount: (() => void) | undefined;

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('the app mounts without waiting for the published-pages manifest when the gateway put it into the HTML', async () => {
  const fetch = page(`<script type="application/json" id="${PAGES_MANIFEST_ID}">{"pages":{}}</script>`);
  // The manifest request (made only to learn the gateway's clock) never answers: the app mounts anyway.
  fetch.mockImplementation((input) => (manifestUrl([input]) ? new Promise<Response>(() => undefined) : Promise.resolve(new Response('{}', { status: 200 }))));
  unmount = await start({ win: window, bridge: createBridge(window), config: DEFAULT_CONFIG, handshake: undefined, waitForHandshake: false });
  await waitFor(() => expect(document.getElementById('root')?.childElementCount).toBeGreaterThan(0));
});

it('with the manifest inlined the gateway clock is still learned, in the background (schedule windows, when.between)', async () => {
  const gatewayTime = Date.UTC(2027, 4, 31, 15, 59, 55);
  const fetch = page(`<script type="application/json" id="${PAGES_MANIFEST_ID}">{"pages":{}}</script>`);
  fetch.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ pages: {} }), { status: 200, headers: { 'X-Server-Time': String(gatewayTime) } })));
  unmount = await start({ win: window, bridge: createBridge(window), config: DEFAULT_CONFIG, handshake: undefined, waitForHandshake: false });
  await waitFor(() => expect(Math.abs(serverNow() - gatewayTime)).toBeLessThan(60_000));
});

it('without the inlined manifest (the dev server) the app fetches it', async () => {
  const fetch = page('');
  unmount = await start({ win: window, bridge: createBridge(window), config: DEFAULT_CONFIG, handshake: undefined, waitForHandshake: false });
  expect(fetch.mock.calls.filter(manifestUrl)).toHaveLength(1);
});
