import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, currentPath, dialogWith, navTitle, waitForPath } from './support/app';
import type { ShellName } from './support/browser';
import { enterPayPassword, ownGatewayFile } from './support/own-gateway';

/**
 * Phone top-up and card passwords as 13800000000 (pay password 123456). This file runs its own
 * gateway: it repays the demo user's overdue bill and retrieves a card, which the files sharing
 * the suite's gateway must not see.
 */
const DEMO = '13800000000';
const SECRET = 'A1B2-C3D4-E5F6-G7H8';

const own = ownGatewayFile('topup', DEMO);
const { call, open } = own;

describe('phone top-up and card passwords in a phone browser', () => {
  it('a wrong number gets 请输入正确的手机号 and keeps the text; with an overdue bill 立即充值 shows the server message and goes to /my/bill', async () => {
    const page = await open('browser', own.demo);
    await page.goto('/telephone');
    await navTitle(page, '话费充值').waitFor();
    const phone = page.getByRole('textbox', { name: '充值号码' });
    await page.getByRole('radio', { name: /30元话费/ }).waitFor();
    expect(await phone.inputValue()).toBe(DEMO);
    await checkScreen(page, 'browser', 'telephone');
    await phone.fill('2380000');
    await page.getByRole('button', { name: '立即充值' }).tap();
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor();
    expect(await phone.inputValue()).toBe('2380000');
    await phone.fill(DEMO);
    await page.getByRole('radio', { name: /30元话费/ }).tap();
    await page.getByRole('button', { name: '立即充值' }).tap();
    const dialog = dialogWith(page, '您有逾期未还的账单');
    await dialog.getByRole('button', { name: '确定' }).tap();
    await waitForPath(page, '/my/bill');
  });

  it('retrieves a card password with 123456: masked until 显示, copied with 已复制, never stored', async () => {
    const page = await open('browser', own.demo);
    await page.goto('/my/cardpwd');
    await navTitle(page, '卡密').waitFor();
    await page.getByText('京东E卡 100元').waitFor();
    await checkScreen(page, 'browser', 'cardpwd');
    await page.getByText('京东E卡 100元').tap();
    await waitForPath(page, '/my/cardpwd/retrieve');
    await enterPayPassword(page, '123456');
    await waitForPath(page, '/my/cardpwd/retrieve-result');
    await page.getByText('JD0000123456').waitFor();
    expect(await page.getByText(SECRET).count()).toBe(0);
    await page.getByRole('button', { name: '显示' }).tap();
    await page.getByText(SECRET).waitFor();
    await checkScreen(page, 'browser', 'cardpwd-retrieve-result');
    await page.getByRole('button', { name: '复制卡密' }).tap();
    await page.getByText('已复制').waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(SECRET);
    expect(currentPath(page)).not.toContain(SECRET);
    await page.goto('/my/cardpwd/retrieve-log');
    await page.getByText('京东E卡 100元').waitFor();
    await page.getByText('提取卡密').first().waitFor();
  });

  describe('after the overdue bill is repaid', () => {
    beforeAll(async () => {
      const bills = await call<{ list: { billId: number; status: string }[] }>({ apiCode: 'BL001', status: 'UNPAID' }, own.demo.token);
      const overdue = bills.list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
      await call({ apiCode: 'BL003', billIds: overdue, payType: 'MEMBERPAY', payPassword: '123456', idempotencyKey: 'e2e-topup-repay-1' }, own.demo.token);
    });

    it.each<ShellName>(['browser', 'flutter', 'uni'])('tops up a phone and reaches the cashier (%s)', async (shell) => {
      const page = await open(shell, own.demo);
      await page.goto('/telephone');
      await page.getByRole('radio', { name: /10元话费/ }).tap();
      await page.getByRole('button', { name: '立即充值' }).tap();
      await waitForPath(page, '/cashier');
      const query = new URL(page.url()).searchParams;
      expect(query.get('orderSource')).toBe('telephone');
      expect(query.get('orderId')).toMatch(/\S/);
      await navTitle(page, '收银台').waitFor();
      await page.getByRole('button', { name: '确认支付' }).waitFor();
    });

    it('pays the top-up at the cashier with 123456 and sees 支付成功', async () => {
      const page = await open('browser', own.demo);
      await page.goto('/telephone');
      await page.getByRole('radio', { name: /30元话费/ }).tap();
      await page.getByRole('button', { name: '立即充值' }).tap();
      await waitForPath(page, '/cashier');
      await page.getByRole('button', { name: '确认支付' }).tap();
      await enterPayPassword(page, '123456');
      await waitForPath(page, '/pay-result', 15_000);
      await page.getByText('支付成功').waitFor({ timeout: 15_000 });
    });
  });
});
