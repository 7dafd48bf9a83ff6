import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, dialogWith, navTitle, waitForPath } from './support/app';
import { SHELLS, type ShellName } from './support/browser';
import { sentMessages, waitForSent } from './support/fake-host';
import { drag } from './support/gestures';
import { setUpHarness } from './support/harness';
import { logInOnPage } from './support/journey';
import { logIn, type Session } from './support/session';

/**
 * Settings, account, privacy and the remaining pages, against the suite's gateway. Every test
 * that writes uses a phone of its own (logout, cancellation), so the shared demo users stay as
 * they are.
 */
const harness = setUpHarness();

const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function gateway<T>(apiCode: string, token?: string, fields: Record<string, unknown> = {}): Promise<{ rspCode: string; data: T }> {
  const response = await fetch(`${harness.baseUrl}/utd/gateway`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { appToken: token } : {}) },
    body: JSON.stringify({ apiCode, ...fields }),
  });
  return (await response.json()) as { rspCode: string; data: T };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('qsh.token'));

describe.each(SHELLS)('退出登录 on /system-setting (%s)', (shell: ShellName) => {
  it('calls UC012, lands on /my as a guest and tells the native app to log out', async () => {
    const session: Session = await logIn(harness.baseUrl, newPhone());
    const page = await harness.open(shell, { session });
    await page.goto('/system-setting');
    await navTitle(page, '系统设置').waitFor();
    await page.getByText('检查更新').or(page.getByText('当前版本')).first().waitFor();
    await checkScreen(page, shell, 'system-setting');
    await page.getByRole('button', { name: '退出登录', exact: true }).tap();
    const confirm = dialogWith(page, '确定退出登录吗？');
    await confirm.getByRole('button', { name: '退出登录' }).tap();
    await waitForPath(page, '/my');
    await page.getByText('立即登录').first().waitFor();
    expect(await storedToken(page)).toBeNull();
    expect((await gateway('SF003', session.token)).rspCode).toBe('0004');
    if (shell !== 'browser') {
      await waitForSent(page, 'logout');
      expect((await sentMessages(page)).filter((m) => m.name === 'logout')).toHaveLength(1);
    }
  });
});

describe('account and cancellation in a phone browser', () => {
  it('/my/account shows masked numbers; /my/account/cancel checks each condition, cancels with the SMS code, and the phone registers anew', async () => {
    const phone = newPhone();
    const session = await logIn(harness.baseUrl, phone);
    const before = session.userInfo as { id: string };
    const page = await harness.open('browser', { session });
    await page.goto('/my/account');
    await navTitle(page, '账户与安全').waitFor();
    await page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`).waitFor();
    expect(await page.getByText(phone, { exact: true }).count()).toBe(0);
    await page.getByText('未认证').waitFor();
    await checkScreen(page, 'browser', 'my-account');

    await page.getByText('注销账户').tap();
    await waitForPath(page, '/my/account/cancel');
    await page.getByText('无未结清的账单').waitFor();
    expect(await page.getByText('已满足').count()).toBe(3);
    await checkScreen(page, 'browser', 'my-account-cancel');
    await page.getByRole('button', { name: '获取验证码' }).tap();
    const hint = await page.getByText(/演示环境验证码/).textContent();
    const code = hint?.replace(/\D/g, '') ?? '';
    expect(code).toHaveLength(6);
    await page.getByPlaceholder('请输入短信验证码').fill(code);
    await page.getByText('我已知晓注销后账户无法恢复').tap();
    await page.getByRole('button', { name: '确认注销' }).tap();
    await dialogWith(page, '注销后账户将无法恢复').getByRole('button', { name: '确认注销' }).tap();
    await waitForPath(page, '/');
    expect(await storedToken(page)).toBeNull();
    expect((await gateway('SF003', session.token)).rspCode).toBe('0004');

    await page.goto('/register');
    await logInOnPage(page, phone, '注册并登录');
    await waitForPath(page, '/my');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const info = await gateway<{ id: string; flow: string }>('SF003', token ?? '');
    expect(info.data.id).not.toBe(before.id);
    expect(info.data.flow).toBe('IDCARD');
  });

  it('the demo user, whose bill is overdue, sees that condition unmet and no 确认注销', async () => {
    const session = await logIn(harness.baseUrl, '13800000000');
    const page = await harness.open('browser', { session });
    await page.goto('/my/account/cancel');
    await page.getByText(/期账单未还清/).waitFor();
    await page.getByText('未满足').first().waitFor();
    expect(await page.getByRole('button', { name: '确认注销' }).count()).toBe(0);
    await page.getByRole('button', { name: '重新检测' }).waitFor();
  });
});

describe('privacy pages', () => {
  it.each([
    ['/my/privacy/policy', '隐私政策', 'privacy-policy'],
    ['/my/privacy/register', '用户注册协议', 'privacy-register'],
    ['/my/privacy/third-party', '第三方SDK服务说明', 'privacy-third-party'],
  ])('%s shows its agreement with the agreement’s own title in the nav bar', async (path, title, name) => {
    const page = await harness.open('browser');
    await page.goto(path);
    await navTitle(page, title).waitFor();
    await page.getByText('趣生活（演示）科技有限公司').first().waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
    await checkScreen(page, 'browser', name);
  });

  it('the verify build shows the 审核版 texts', async () => {
    const page = await harness.open('browser');
    await page.goto('/my/privacy/policy?variant=verify');
    await navTitle(page, '隐私政策（审核版）').waitFor();
  });

  it('/my/privacy/center links to every privacy page and shows the privacy policy', async () => {
    const page = await harness.open('browser');
    await page.goto('/my/privacy/center');
    await navTitle(page, '隐私中心').waitFor();
    await page.getByText('趣生活（演示）科技有限公司').first().waitFor();
    await checkScreen(page, 'browser', 'privacy-center');
    await page.getByText('系统权限管理').tap();
    await waitForPath(page, '/my/privacy/auth');
  });

  it('/agreement/:key shows the agreement’s title in the nav bar, printed once', async () => {
    const page = await harness.open('browser');
    await page.goto('/agreement/credit_sales');
    await navTitle(page, '信用购服务协议').waitFor();
    expect(await page.getByRole('heading', { name: '信用购服务协议' }).count()).toBe(1);
  });
});

describe('system permissions /my/privacy/auth', () => {
  it('in a plain browser explains that the setting lives in the app', async () => {
    const page = await harness.open('browser');
    await page.goto('/my/privacy/auth');
    await page.getByText(/请在App中打开本页查看或开启/).waitFor();
    await checkScreen(page, 'browser', 'privacy-auth');
  });

  it.each(['flutter', 'uni'] as const)('in a %s shell that refuses, 去开启 shows 获取权限失败, 请到手机设置开启', async (shell) => {
    const page = await harness.open(shell, { host: { replies: { getPermissionState: 'N', requestPermission: 'N' } } });
    await page.goto('/my/privacy/auth');
    await page.getByText('已拒绝').first().waitFor();
    expect(await page.getByText('已拒绝').count()).toBe(3);
    await page.getByRole('button', { name: '开启相机权限' }).tap();
    await page.getByRole('alert').filter({ hasText: '获取权限失败, 请到手机设置开启' }).waitFor();
    const asked = (await sentMessages(page)).filter((m) => m.name === 'requestPermission').map((m) => m.payload);
    expect(asked).toEqual([{ permission: 'camera' }]);
    await checkScreen(page, shell, 'privacy-auth-refused');
  });

  it('in an app that grants, the states read 已开启', async () => {
    const page = await harness.open('flutter', { host: { replies: { getPermissionState: 'Y' } } });
    await page.goto('/my/privacy/auth');
    await page.getByText('已开启').first().waitFor();
    expect(await page.getByText('已开启').count()).toBe(3);
  });
});

describe('remaining pages', () => {
  it('/iframe-view/chatlink opens the configured chat (BA019) with its groupid in the in-app frame', async () => {
    const session = await logIn(harness.baseUrl, newPhone());
    const page = await harness.open('browser', { session });
    await page.goto('/iframe-view/chatlink?groupid=1001');
    const frame = page.locator('iframe[title="在线客服"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${harness.baseUrl}/demo/chat.html?groupid=1001`);
    await page.frameLocator('iframe[title="在线客服"]').getByText('客服分组：1001').waitFor();
    await page.getByRole('button', { name: '关闭' }).tap();
    await page.getByRole('button', { name: '进入客服会话' }).waitFor();
    await checkScreen(page, 'browser', 'chatlink');
  });

  it('/auth/callback applies the token and redirects to an in-app path; an outside host is refused by the gate', async () => {
    const session = await logIn(harness.baseUrl, newPhone());
    const page = await harness.open('browser');
    await page.goto(`/auth/callback?token=${encodeURIComponent(session.token)}&redirect=${encodeURIComponent('/my/account')}`);
    await waitForPath(page, '/my/account');
    await navTitle(page, '账户与安全').waitFor();
    expect(await storedToken(page)).toBe(session.token);
    await page.goto(`/auth/callback?redirect=${encodeURIComponent('https://evil.example.net/x')}`);
    await page.getByText('链接暂时无法打开').waitFor();
    await page.getByText('正在前往合作方页面').waitFor();
    expect(new URL(page.url()).host).toBe(new URL(harness.baseUrl).host);
  });

  it.each([
    ['/partner/success', '申请成功', 'partner-success'],
    ['/partner/fail', '申请失败', 'partner-fail'],
    ['/result/success', '操作成功', 'result-success'],
  ])('%s shows its result', async (path, title, name) => {
    const page = await harness.open('browser');
    await page.goto(path);
    await navTitle(page, title).waitFor();
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    await checkScreen(page, 'browser', name);
  });

  it('/my/app shows the app, its version and the download card in a browser', async () => {
    const page = await harness.open('browser');
    await page.goto('/my/app');
    await navTitle(page, '关于我们').waitFor();
    await page.getByText('网页版').waitFor();
    await page.getByRole('button', { name: '立即下载' }).waitFor();
    await checkScreen(page, 'browser', 'my-app');
  });

  it('test pages are not found in the official build and open with ?variant=verify', async () => {
    const page = await harness.open('browser');
    await page.goto('/A_page');
    await navTitle(page, '页面不存在').waitFor();
    await page.goto('/image_color_test?variant=verify');
    await navTitle(page, '图片颜色测试').waitFor();
    await page.getByText(/图片颜色渲染样例/).waitFor();
    await checkScreen(page, 'browser', 'image-color-test');
  });
});

describe('fixes seen on the way', () => {
  it('/message-notify rows end inside the 390 px screen, dates visible', async () => {
    const session = await logIn(harness.baseUrl, '13800000000');
    const page = await harness.open('browser', { session });
    await page.goto('/message-notify');
    await page.locator('.qsh-message-row').first().waitFor();
    const rights = await page.locator('.qsh-message-row .adm-list-item-content-extra').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(0);
    for (const right of rights) expect(right).toBeLessThanOrEqual(390);
    await checkScreen(page, 'browser', 'message-notify');
  });

  it('/active-finish shows the granted amount inside its card', async () => {
    const session = await logIn(harness.baseUrl, '13800000000');
    const page = await harness.open('browser', { session });
    await page.goto('/active-finish');
    const card = page.getByRole('region', { name: '激活结果' });
    await card.getByLabel('授信额度').waitFor();
    const [outer, amount] = await Promise.all([card.boundingBox(), card.getByLabel('授信额度').boundingBox()]);
    expect(outer && amount && amount.y >= outer.y && amount.y + amount.height <= outer.y + outer.height).toBe(true);
    await checkScreen(page, 'browser', 'active-finish');
  });

  it('/my/address: a card swiped left with a finger shows 删除 inside the screen, which asks first; 取消 keeps the address; two fingers on it still zoom', async () => {
    const session = await logIn(harness.baseUrl, '13800000000');
    const page = await harness.open('browser', { session });
    await page.goto('/my/address');
    const card = page.locator('.qsh-address').first();
    await card.waitFor();
    const swipeDelete = card.locator('.qsh-address-swipe-delete');
    const box = (await card.boundingBox())!;
    const right = box.x + box.width;
    // At rest it waits past the card's right edge, clipped by the card.
    expect((await swipeDelete.boundingBox())!.x).toBeGreaterThanOrEqual(right - 1);
    // Two fingers on a card still zoom the page (the browser keeps pinch-zoom over the cell).
    expect(await card.locator('.qsh-swipe-cell').evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y pinch-zoom');
    const y = box.y + box.height / 2;
    await drag(page, { x: 300, y }, { x: 220, y });
    await expect.poll(async () => Math.round((await swipeDelete.boundingBox())!.x + (await swipeDelete.boundingBox())!.width)).toBeLessThanOrEqual(Math.round(right));
    expect(right).toBeLessThanOrEqual(390);
    const name = await card.locator('.qsh-address-name').textContent();
    // A person's next tap comes a moment after the finger lifts; in this Chromium a tap sent at once
    // after the swipe made no click at all (not the app's doing: no click reached the document).
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: '删除', exact: true }).tap();
    const confirm = dialogWith(page, `确定删除 ${name} 的收货地址吗？`);
    await confirm.getByRole('button', { name: '取消' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await card.locator('.qsh-address-name').textContent()).toBe(name);
  });

  it('a FINISH user cannot edit /cust-info', async () => {
    const session = await logIn(harness.baseUrl, '13800000000');
    const page = await harness.open('browser', { session });
    await page.goto('/cust-info');
    await page.getByText('额度已激活').waitFor();
    expect(await page.getByRole('button', { name: '提交' }).count()).toBe(0);
  });
});
