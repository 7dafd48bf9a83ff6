import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, dialogWith, tabBar, waitForPath, waitForSettled } from './support/app';
import { SHELLS } from './support/browser';
import { sentMessages } from './support/fake-host';
import { injectGatewayFault, overrideAppConfig, type Fault } from './support/faults';
import { pullToRefresh } from './support/gestures';
import { setUpHarness } from './support/harness';
import { logIn, type Session } from './support/session';

/** Spec §8: the catalogue text the user sees for each transport failure. */
const CASES: { fault: Fault; text: string }[] = [
  { fault: 'http-500', text: '系统接口500异常' },
  { fault: 'malformed-json', text: '登录失效，请重新登录' },
  { fault: 'hang', text: '系统接口请求超时' },
  { fault: 'connection-reset', text: '后端接口连接异常' },
];
/** Short enough that a hung request times out within the test, without waiting the real 30 s. */
const TEST_TIMEOUT_MS = 1500;

const harness = setUpHarness();
let session: Session;

beforeAll(async () => {
  session = await logIn(harness.baseUrl, '13800000202');
});

function isUserInfoCall(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/utd/gateway') && (r.request().postDataJSON() as { apiCode?: string }).apiCode === 'SF003');
}

async function dismiss(page: Page, text: string): Promise<void> {
  const dialog = dialogWith(page, text);
  await dialog.getByRole('button').first().tap();
  await dialog.waitFor({ state: 'hidden' });
}

describe.each(SHELLS)('gateway faults in %s: the catalogue message, never a blank screen or endless spinner, then a retry works', (shell) => {
  it.each(CASES)('$fault shows $text', async ({ fault, text }) => {
    const page = await harness.open(shell, { session });
    await overrideAppConfig(page, { gatewayTimeoutMs: TEST_TIMEOUT_MS });
    await page.goto('/');
    await tabBar(page).waitFor();
    // Boot's own SF003 must be over: an identical read still in flight would be merged with the pull's.
    await waitForSettled(page);
    const injected = await injectGatewayFault(page, fault, ['SF003']);

    await pullToRefresh(page);
    await dialogWith(page, text).waitFor({ timeout: 10_000 });
    expect(injected.hits).toContain('SF003');
    await checkScreen(page, shell, `fault-${fault}`);

    await dismiss(page, text);
    await tabBar(page).waitFor();
    await page.getByText('加载中...').waitFor({ state: 'hidden' });

    await injected.heal();
    const retried = isUserInfoCall(page);
    await pullToRefresh(page);
    expect(((await (await retried).json()) as { rspCode: string }).rspCode).toBe('0000');
    await page.getByText('加载中...').waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

const SESSION_PHONES = { browser: '13800000303', flutter: '13800000304', uni: '13800000305' } as const;

describe.each(SHELLS)('session error mid-journey in %s', (shell) => {
  it('rspCode 0004 shows 请重新登录 and logs the user out (and tells a native app to log out)', async () => {
    const page = await harness.open(shell, { session: await logIn(harness.baseUrl, SESSION_PHONES[shell]) });
    await page.goto('/');
    await tabBar(page).getByText('我的', { exact: true }).tap();
    await waitForPath(page, '/my');
    expect(await page.evaluate(() => localStorage.getItem('qsh.token'))).not.toBeNull();
    await waitForSettled(page);
    await injectGatewayFault(page, 'session-0004', ['SF003']);

    await pullToRefresh(page);
    await dialogWith(page, '请重新登录').waitFor({ timeout: 10_000 });
    await checkScreen(page, shell, 'session-expired');
    await dismiss(page, '请重新登录');

    await page.waitForFunction(() => localStorage.getItem('qsh.token') === null);
    expect(await page.evaluate(() => localStorage.getItem('qsh.userInfo'))).toBeNull();
    await tabBar(page).waitFor();
    if (shell !== 'browser') expect((await sentMessages(page)).map((m) => m.name)).toContain('logout');
  });
});
