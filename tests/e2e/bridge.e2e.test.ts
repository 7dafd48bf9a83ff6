import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, navTitle, tabBar, waitForMount, waitForPath } from './support/app';
import { mountedAt, sendToPage, sentMessages, waitForSent, type HostShell } from './support/fake-host';
import { setUpHarness } from './support/harness';

const HANDSHAKE = ['getAppChannel', 'getKeyLoginResponse', 'getAppStore', 'appVersion'];
const NATIVE_SHELLS: HostShell[] = ['flutter', 'uni'];

const harness = setUpHarness();

/** Every path the page showed, including same-document (history API) navigations. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** Bridge warnings about messages the page refused ([qsh-bridge] dropped ...). */
function recordDroppedMessages(page: Page): string[] {
  const dropped: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[qsh-bridge] dropped')) dropped.push(message.text());
  });
  return dropped;
}

describe('back in a plain browser', () => {
  it('with no history entry goes home instead of leaving the app', async () => {
    const page = await harness.open('browser');
    await page.goto('/agreement/privacy');
    await navTitle(page, /协议|隐私/).waitFor();
    await page.getByLabel('返回', { exact: true }).tap();
    await waitForPath(page, '/');
    await tabBar(page).waitFor();
  });
});

describe.each(NATIVE_SHELLS)('native bridge in the %s shell', (shell) => {
  it('handshake asks getAppChannel{url}, getKeyLoginResponse, getAppStore, appVersion in turn, then getBundleId after mount', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    const bundle = await waitForSent(page, 'getBundleId');
    const mounted = await mountedAt(page);
    const sent = await sentMessages(page);
    expect(sent.slice(0, 5).map((m) => m.name)).toEqual([...HANDSHAKE, 'getBundleId']);
    expect(sent[0]?.payload).toEqual({ url: `${harness.baseUrl}/` });
    for (const name of [...HANDSHAKE, 'getBundleId']) expect(sent.filter((m) => m.name === name)).toHaveLength(1);
    const lastHandshake = sent[3]?.at ?? Infinity;
    expect(mounted).toBeGreaterThanOrEqual(lastHandshake);
    expect(bundle.at).toBeGreaterThanOrEqual(mounted);
  });

  it('a silent host still gets the app mounted after the ~10 s handshake deadline', async () => {
    const page = await harness.open(shell, { host: { mode: 'silent' } });
    await page.goto('/');
    const mounted = await mountedAt(page, 25_000);
    expect(mounted).toBeGreaterThanOrEqual(9_000);
    expect(mounted).toBeLessThan(20_000);
    expect((await sentMessages(page)).map((m) => m.name).slice(0, 1)).toEqual(['getAppChannel']);
    expect((await sentMessages(page)).filter((m) => HANDSHAKE.slice(1).includes(m.name))).toEqual([]);
    await tabBar(page).waitFor();
  });

  it('agreement pages mount at once without waiting for a silent host', async () => {
    const page = await harness.open(shell, { host: { mode: 'silent' } });
    await page.goto('/agreement/privacy');
    expect(await mountedAt(page, 5_000)).toBeLessThan(5_000);
    await navTitle(page, /协议|隐私/).waitFor();
  });

  it('back with no history entry asks the host to go back (goBack)', async () => {
    const page = await harness.open(shell);
    await page.goto('/agreement/privacy');
    await navTitle(page, /协议|隐私/).waitFor();
    await page.getByLabel('返回', { exact: true }).tap();
    const goBack = await waitForSent(page, 'goBack');
    expect(goBack.id).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/agreement/privacy');
  });

  it('h5GoBack from the host goes back in history', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    await waitForSent(page, 'getBundleId');
    await tabBar(page).waitFor();
    await tabBar(page).getByText('分期', { exact: true }).tap();
    await waitForPath(page, '/installment');
    await sendToPage(page, 'h5GoBack');
    await waitForPath(page, '/');
  });

  it('getH5Url replaces the route with a known path and ignores unknown or external ones', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    await waitForSent(page, 'getBundleId');
    await tabBar(page).waitFor();
    const paths = recordPaths(page);
    const historyLength = await page.evaluate(() => history.length);
    await sendToPage(page, 'getH5Url', '/product/recommend');
    await waitForPath(page, '/product/recommend');
    await sendToPage(page, 'getH5Url', '/no-such-page');
    await sendToPage(page, 'getH5Url', 'https://evil.example/');
    await sendToPage(page, 'getH5Url', '//evil.example/');
    await sendToPage(page, 'getH5Url', '/installment');
    await waitForPath(page, '/installment');
    expect(paths).not.toContain('/no-such-page');
    expect(paths.every((p) => p === '/product/recommend' || p === '/installment')).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await checkScreen(page, shell, 'installment');
  });

  it('the tab bar hides while a text field has the keyboard, and tabbarShow shows it again', async () => {
    const page = await harness.open(shell);
    const dropped = recordDroppedMessages(page);
    await page.goto('/');
    await waitForSent(page, 'getBundleId');
    await tabBar(page).waitFor();
    await page.evaluate(() => document.body.appendChild(document.createElement('input')).focus());
    await tabBar(page).waitFor({ state: 'hidden' });
    await sendToPage(page, 'tabbarShow');
    await tabBar(page).waitFor();
    expect(dropped).toEqual([]);
  });

  it('reloadUrl from the host reloads the page', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    await waitForSent(page, 'getBundleId');
    await tabBar(page).waitFor();
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      (window as Window & { e2eMarker?: boolean }).e2eMarker = true;
    });
    await sendToPage(page, 'reloadUrl');
    await reloaded;
    await waitForMount(page);
    expect(await page.evaluate(() => (window as Window & { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
  });
});
