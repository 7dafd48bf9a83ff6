import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, currentPath, navTitle, screenProblems, tabBar, waitForMount, waitForPath } from './support/app';
import { SHELLS } from './support/browser';
import { setUpHarness } from './support/harness';
import { logIn, type Session } from './support/session';

const TABS = [
  { name: '首页', path: '/' },
  { name: '推荐', path: '/product/recommend' },
  { name: '分期', path: '/installment' },
  { name: '我的', path: '/my' },
] as const;

const harness = setUpHarness();
let session: Session;

beforeAll(async () => {
  session = await logIn(harness.baseUrl, '13800000101');
});

describe.each(SHELLS)('app shell in %s', (shell) => {
  it('home shows the bottom tab bar with /, /product/recommend, /installment and /my', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    const tabs = tabBar(page);
    await tabs.waitFor();
    for (const tab of TABS) await tabs.getByText(tab.name, { exact: true }).waitFor();
    await checkScreen(page, shell, 'home');
  });

  it('tapping each tab navigates to its route', async () => {
    const page = await harness.open(shell, { session });
    await page.goto('/');
    const problems: string[] = [];
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await tabBar(page).getByText(tab.name, { exact: true }).tap();
      await waitForPath(page, tab.path);
      await tabBar(page).waitFor();
      const found = tab.path === '/' ? undefined : await screenProblems(page, shell, `tab${tab.path.replaceAll('/', '-')}`);
      if (found) problems.push(found);
    }
    expect(problems.join('\n')).toBe('');
  });

  it('/my/bill shows its nav bar title 我的账单 to a logged-in user, and to one with no bills 待还总额 ¥0.00 over 暂无待还账单', async () => {
    const page = await harness.open(shell, { session });
    await page.goto('/my/bill');
    await navTitle(page, '我的账单').waitFor();
    expect(currentPath(page)).toBe('/my/bill');
    await page.getByText('暂无待还账单').waitFor();
    await page.getByRole('region', { name: '待还总额' }).getByText('¥0.00').waitFor();
    await checkScreen(page, shell, 'my-bill-empty');
  });

  it('/agreement/privacy shows an agreement nav bar title', async () => {
    const page = await harness.open(shell);
    await page.goto('/agreement/privacy');
    await navTitle(page, /协议|隐私/).waitFor();
    await checkScreen(page, shell, 'agreement-privacy');
  });

  it('an unknown path shows a not-found page whose button leads home', async () => {
    const page = await harness.open(shell);
    await page.goto('/no-such-page');
    await navTitle(page, '页面不存在').waitFor();
    await checkScreen(page, shell, 'not-found');
    await page.getByRole('button', { name: '返回首页' }).tap();
    await waitForPath(page, '/');
    await tabBar(page).waitFor();
  });

  it('root font size is a tenth of the viewport width and follows a resize', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    await waitForMount(page);
    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootFontSize()).toBe('39px');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '36px');
    expect(await rootFontSize()).toBe('36px');
  });

  it('a customer can pinch-zoom the page (WCAG 1.4.4), and the zoom does not shrink the rem back', async () => {
    const page = await harness.open(shell);
    await page.goto('/');
    await waitForMount(page);
    await tabBar(page).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.synthesizePinchGesture', { x: 195, y: 400, scaleFactor: 2, gestureSourceType: 'default' });
    await page.waitForFunction(() => (window.visualViewport?.scale ?? 1) > 1.5);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('39px');
  });
});
