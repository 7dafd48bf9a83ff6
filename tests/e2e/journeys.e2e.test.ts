import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, currentPath, dialogWith, navTitle, waitForPath } from './support/app';
import { sendToPage, waitForSent } from './support/fake-host';
import { setUpHarness } from './support/harness';
import { fillCreditInfo, logInOnPage, uploadIdCard } from './support/journey';
import { logIn, type Session } from './support/session';

const harness = setUpHarness();

/** A product row of a product list (a function-grid entry may carry the same name). */
const productRow = (page: Page, name: string) => page.locator('.adm-list-item', { hasText: name }).first();

/** A phone no other test uses, so BA002's one-code-per-60-s rule never bites. */
const newPhone = () => `135${String(Date.now()).slice(-8)}`;

describe('customer journeys in a phone browser', () => {
  it('a new phone registers, activates credit (ID card, personal info) and sees its limit on /my and /limit', async () => {
    const page = await harness.open('browser');
    await page.goto('/register?redirect=%2Fcredit-facilities');
    await navTitle(page, '注册').waitFor();
    await checkScreen(page, 'browser', 'register');
    await logInOnPage(page, newPhone(), '注册并登录');
    await waitForPath(page, '/credit-facilities');
    await page.getByText('身份证人像面').waitFor();
    await checkScreen(page, 'browser', 'credit-facilities');
    await uploadIdCard(page);
    expect(await page.getByPlaceholder('请填写身份证上的姓名').inputValue()).not.toBe('');
    await checkScreen(page, 'browser', 'credit-facilities-recognised');
    await page.getByRole('button', { name: '确认并继续' }).tap();
    await waitForPath(page, '/cust-info');
    await navTitle(page, '个人信息').waitFor();
    await checkScreen(page, 'browser', 'cust-info');
    await fillCreditInfo(page);
    await page.getByLabel('授信额度').waitFor();
    const granted = await page.getByLabel('授信额度').textContent();
    expect(granted).toMatch(/^[\d,]+\.\d{2}$/);
    await checkScreen(page, 'browser', 'active-finish');
    await page.goto('/my');
    await page.getByText('可用额度（元）').waitFor();
    await page.getByText(granted ?? '', { exact: true }).first().waitFor();
    await checkScreen(page, 'browser', 'my-with-limit');
    await page.goto('/limit');
    await page.getByLabel('可用额度').waitFor();
    expect(await page.getByLabel('可用额度').textContent()).toBe(granted);
    await checkScreen(page, 'browser', 'limit');
  });

  it('a new customer who orders on 12 periods before activating credit: 去授信 at the cashier, then 继续支付 brings back the order on its 12 periods', async () => {
    const session = await logIn(harness.baseUrl, newPhone());
    const address = await fetch(`${harness.baseUrl}/utd/gateway`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', appToken: session.token },
      body: JSON.stringify({ apiCode: 'AD002', name: '陈新', tel: '13700000003', province: '北京市', city: '北京市', county: '东城区', country: '中国', areaCode: '110101', isDefault: 'Y', postalCode: '100000', addressDetail: '长安街 1 号' }),
    });
    expect(((await address.json()) as { rspCode: string }).rspCode).toBe('0000');
    const page = await harness.open('browser', { session });
    await page.goto('/order-apply?spuId=SPU1001&skuId=SPU1001-1&quantity=1&periods=12');
    await page.getByText('陈新 13700000003').waitFor();
    await page.getByRole('button', { name: '提交订单' }).tap();
    await waitForPath(page, '/cashier');
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(await page.getByRole('radio', { name: '信用购分期' }).isDisabled()).toBe(true);
    await page.getByText('请先完成授信').first().waitFor();
    await checkScreen(page, 'browser', 'cashier-credit-gated');
    await page.getByRole('button', { name: '去授信' }).tap();
    await waitForPath(page, '/credit-facilities');
    await uploadIdCard(page, [180, 200, 230]);
    await page.getByRole('button', { name: '确认并继续' }).tap();
    await waitForPath(page, '/cust-info');
    await fillCreditInfo(page);
    await page.getByRole('button', { name: '继续支付' }).tap();
    await waitForPath(page, '/cashier');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    expect(await page.getByRole('radio', { name: '信用购分期' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: /^12期/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a guest tapping a credit product is sent to /login?redirect=…', async () => {
    const page = await harness.open('browser');
    await page.goto('/');
    await productRow(page, '家电分期').tap();
    await waitForPath(page, '/login');
    expect(currentPath(page)).toMatch(/^\/login\?redirect=%2F/);
    await navTitle(page, '登录').waitFor();
    await checkScreen(page, 'browser', 'login');
  });

  it('a keyboard alone logs in: Tab reaches 我已阅读并同意, Space ticks it, Enter on 登录 logs in', async () => {
    const page = await harness.open('browser');
    await page.goto('/login?redirect=%2Fmy%2Faccount');
    await page.getByPlaceholder('请输入手机号').fill(newPhone());
    await page.getByRole('button', { name: '获取验证码' }).press('Enter');
    const hint = await page.getByText(/演示环境验证码/).textContent();
    await page.getByPlaceholder('请输入验证码').fill(hint?.replace(/\D/g, '') ?? '');
    const agree = page.getByRole('checkbox', { name: '我已阅读并同意' });
    // From the code field, Tab goes on to the agreement (the send button, counting down, is disabled).
    for (let i = 0; i < 4 && !(await agree.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    expect(await agree.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await page.getByRole('button', { name: '登录', exact: true }).press('Enter');
    await waitForPath(page, '/my/account');
  });

  describe('a logged-in user at flow INFO', () => {
    let session: Session;
    beforeAll(async () => {
      session = await logIn(harness.baseUrl, '13900000000');
    });

    it('tapping a credit product gets the 提示 dialog and lands on /cust-info-result', async () => {
      const page = await harness.open('browser', { session });
      await page.goto('/');
      await productRow(page, '家电分期').tap();
      const dialog = dialogWith(page, '该产品需要先完成授信');
      await dialog.getByText('提示').waitFor();
      await dialog.getByRole('button', { name: '前往授信' }).tap();
      await waitForPath(page, '/cust-info-result');
      await page.getByText('身份认证已完成，待完善个人信息', { exact: false }).waitFor();
      await checkScreen(page, 'browser', 'cust-info-result');
      await page.getByRole('button', { name: '继续填写个人信息' }).tap();
      await waitForPath(page, '/cust-info');
    });

    it('a press of 提交 at the foot of the personal-info form with nothing chosen brings the first message into view, under the navigation bar', async () => {
      const page = await harness.open('browser', { session });
      await page.goto('/cust-info');
      await navTitle(page, '个人信息').waitFor();
      const submit = page.getByRole('button', { name: '提交' });
      await submit.scrollIntoViewIfNeeded();
      const first = page.locator('.adm-form-item', { hasText: '学历' }).first();
      const below = await page.evaluate(() => document.querySelector('.app-nav-bar')?.getBoundingClientRect().bottom ?? 0);
      // The first field is out of sight before the press: else the test would prove nothing.
      expect((await first.boundingBox())?.y ?? 0).toBeLessThan(below);
      await submit.tap();
      await first.getByText('请选择学历').waitFor();
      const inView = async () => {
        const box = await first.boundingBox();
        return box !== null && box.y >= below && box.y + box.height <= (page.viewportSize()?.height ?? 0);
      };
      await expect.poll(inView, { timeout: 5_000 }).toBe(true);
      expect(currentPath(page)).toBe('/cust-info');
    });
  });

  describe.each(['flutter', 'uni'] as const)('in the %s shell', (shell) => {
    it('本机号码一键登录 posts oneKeyLogin; the app\'s oneKeyLoginResponse logs in and returns to redirect', async () => {
      const reply = await logIn(harness.baseUrl, shell === 'flutter' ? '13500009901' : '13500009902');
      const page = await harness.open(shell);
      await page.goto('/login?redirect=%2Flimit');
      await page.getByRole('button', { name: '本机号码一键登录' }).tap();
      await waitForSent(page, 'oneKeyLogin');
      await checkScreen(page, shell, 'login');
      await sendToPage(page, 'oneKeyLoginResponse', { token: reply.token, userInfo: reply.userInfo });
      await waitForPath(page, '/limit');
      await page.getByRole('button', { name: '立即激活' }).waitFor();
    });
  });
});
