import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, currentPath, dialogWith, navTitle, waitForPath } from './support/app';
import type { ShellName } from './support/browser';
import { logIn } from './support/session';
import { enterPayPassword, ownGatewayFile } from './support/own-gateway';

/**
 * Orders and the cashier as 13800000000 (credit finished, pay password 123456). This file runs its
 * own gateway: it repays the demo user's overdue bill and places orders, which the files sharing the
 * suite's gateway must not see.
 */
const DEMO = '13800000000';
/** Rice: 59.90 yuan for a card holder, stock 500 (its name comes from the seed: read it from SF205). */
const SPU = 'SPU1006';
const APPLY = `/order-apply?spuId=${SPU}&quantity=1&periods=12`;
/** The home page's 新品手机 entry leads to this phone (2,899 yuan for a card holder in 冰川蓝 12GB+256GB). */
const PHONE = '星耀 X20 5G 智能手机';

interface OrderRow { orderId: string; status: string; title: string }

const own = ownGatewayFile('orders', DEMO);
const call = own.call;

/** The demo user's orders (SF205, newest first). */
const orders = async (status?: string) => (await call<{ list: OrderRow[] }>({ apiCode: 'SF205', pageSize: 50, ...(status ? { status } : {}) }, own.demo.token)).list;

async function open(shell: ShellName): Promise<Page> {
  return own.open(shell, own.demo);
}

/** Opens the goods checkout and waits for the default address. */
async function openCheckout(page: Page): Promise<void> {
  await page.goto(APPLY);
  await navTitle(page, '确认订单').waitFor();
  await page.getByText(`张伟 ${DEMO}`).waitFor();
}

describe('orders and the cashier in a phone browser', () => {
  it('with an overdue bill, 提交订单 shows the server message and goes to /my/bill; no order is placed', async () => {
    const before = (await orders()).length;
    const page = await open('browser');
    await openCheckout(page);
    await page.getByRole('button', { name: '提交订单' }).tap();
    const dialog = dialogWith(page, '您有逾期未还的账单');
    await dialog.waitFor();
    await dialog.getByRole('button').first().tap();
    await waitForPath(page, '/my/bill');
    expect((await orders()).length).toBe(before);
  });

  it('a link without its order shows 未找到订单 with 我的订单; one naming no order says 订单 … 不存在 once, with a way back, never 重试', async () => {
    const page = await open('browser');
    await page.goto('/order-info');
    await page.getByText('未找到订单').waitFor();
    await checkScreen(page, 'browser', 'order-info-without-id');
    await page.goto('/order-info?orderId=O00000000');
    await page.getByText('订单 O00000000 不存在').waitFor();
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    // The cashier says it once, in its block: the gateway opens no dialog over it.
    await page.goto('/cashier?orderId=O00000000');
    await page.getByText('订单 O00000000 不存在').waitFor();
    await page.getByRole('button', { name: '我的订单' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto('/pay-result?orderId=O00000000');
    await page.getByText('未找到该订单').waitFor();
    await page.getByRole('button', { name: '我的订单' }).tap();
    await waitForPath(page, '/order-list');
  });

  it('a user with frozen points who taps 提交订单 sees the freeze dialog with the gateway note; 去处理 leads to /my/bill with the open bill, and no order is placed', async () => {
    const frozen = await logIn(own.url, '13600000000');
    const ordersBefore = (await call<{ list: OrderRow[] }>({ apiCode: 'SF205', pageSize: 50 }, frozen.token)).list;
    const page = await own.open('browser', frozen);
    await page.goto(`/order-apply?spuId=${SPU}&quantity=1&periods=1`);
    await page.getByText('王芳 13600000000').waitFor();
    await page.getByRole('button', { name: '提交订单' }).tap();
    const dialog = dialogWith(page, '您有部分积分被冻结，需解冻后才能提交订单');
    await dialog.getByText('备注：冻结积分 800，请先解冻后再提交订单').waitFor();
    await checkScreen(page, 'browser', 'freeze-dialog');
    await dialog.getByRole('button', { name: '去处理' }).tap();
    await waitForPath(page, '/my/bill');
    // The open bill the points are frozen for (repaying it unfreezes them: server/handlers/bill-rules.test.ts).
    await page.getByText('多功能空气炸锅').first().waitFor();
    expect((await call<{ list: OrderRow[] }>({ apiCode: 'SF205', pageSize: 50 }, frozen.token)).list).toEqual(ordersBefore);
  });

  describe('after the overdue bill is repaid', () => {
    beforeAll(async () => {
      const bills = await call<{ list: { billId: number; status: string }[] }>({ apiCode: 'BL001', status: 'UNPAID' }, own.demo.token);
      const overdue = bills.list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
      await call({ apiCode: 'BL003', billIds: overdue, payType: 'MEMBERPAY', payPassword: '123456', idempotencyKey: 'e2e-orders-repay-1' }, own.demo.token);
    });

    it('places a goods order, sees it 待付款, pays it with the credit limit and 123456, sees 支付成功 and then 已完成', async () => {
      const page = await open('browser');
      await openCheckout(page);
      await page.getByLabel('应付金额').getByText('¥59.90').waitFor();
      expect(await page.getByRole('button', { name: /^12期/ }).isDisabled()).toBe(true);
      await page.getByText('满1000元可分期').waitFor();
      await checkScreen(page, 'browser', 'order-apply');
      // Pick the address from the list (the demo user's only one).
      await page.getByLabel('更换收货地址').tap();
      const picker = page.getByRole('dialog', { name: '选择收货地址' });
      await picker.getByRole('button', { name: '新增收货地址' }).waitFor();
      await picker.getByText(/^张伟/).tap();
      await picker.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: '提交订单' }).tap();
      await waitForPath(page, '/cashier');
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      expect(orderId).toMatch(/^O\d+/);
      // ¥59.90 is under the 1000 yuan more than one period needs (spec §9): the checkout passes 1 period.
      expect(new URL(page.url()).searchParams.get('periods')).toBe('1');
      await navTitle(page, '收银台').waitFor();
      await page.getByRole('heading', { name: '商品订单' }).waitFor();
      await page.getByRole('timer').waitFor();
      expect(await page.getByRole('radio', { name: '信用购分期' }).isChecked()).toBe(true);
      // 分期 chosen: its periods, headed 分期期数, sit right under it on the first screen, not below all six pay types.
      await page.getByText('分期期数', { exact: true }).waitFor();
      const box = async (name: string, role: 'radio' | 'group') => (await page.getByRole(role, { name }).boundingBox()) ?? { y: Number.NaN, height: 0 };
      const [credit, periods, alipay] = [await box('信用购分期', 'radio'), await box('分期期数', 'group'), await box('支付宝', 'radio')];
      expect(periods.y).toBeGreaterThan(credit.y);
      expect(periods.y + periods.height).toBeLessThan(alipay.y);
      expect(periods.y + periods.height).toBeLessThanOrEqual(844);
      // 确认支付 stays in view below them (a sticky bar), with no scrolling to find it.
      const pay = (await page.getByRole('button', { name: '确认支付' }).boundingBox()) ?? { y: Number.NaN, height: 0 };
      expect(pay.y + pay.height).toBeLessThanOrEqual(844);
      await checkScreen(page, 'browser', 'cashier');

      const title = (await orders()).find((o) => o.orderId === orderId)?.title ?? '';
      expect(title).not.toBe('');
      const unpaid = await open('browser');
      await unpaid.goto('/order-list');
      await unpaid.getByRole('tab', { name: '待付款' }).tap();
      await unpaid.locator('.adm-list-item', { hasText: title }).filter({ hasText: '待付款' }).first().waitFor();
      expect((await orders('REPAY')).map((o) => o.orderId)).toContain(orderId);

      await page.getByRole('button', { name: '确认支付' }).tap();
      await enterPayPassword(page, '123456');
      await waitForPath(page, '/pay-result', 15_000);
      await page.getByText('支付成功').waitFor({ timeout: 15_000 });
      await checkScreen(page, 'browser', 'pay-result');

      await page.goto('/order-list');
      await page.getByRole('tab', { name: '已完成' }).tap();
      await page.locator('.adm-list-item', { hasText: title }).filter({ hasText: '已完成' }).first().waitFor();
      await checkScreen(page, 'browser', 'order-list');
      expect((await orders()).find((o) => o.orderId === orderId)?.status).toBe('FINISH');
      await page.goto(`/order-info?orderId=${orderId}`);
      await page.getByText(orderId).waitFor();
      await page.getByLabel('实付金额').getByText('¥59.90').waitFor();
    });

    it('a wrong pay password shows 支付密码错误 and the order stays payable', async () => {
      const page = await open('browser');
      await openCheckout(page);
      await page.getByRole('button', { name: '提交订单' }).tap();
      await waitForPath(page, '/cashier');
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      await page.getByRole('button', { name: '确认支付' }).tap();
      await enterPayPassword(page, '000000');
      const dialog = dialogWith(page, '支付密码错误');
      await dialog.waitFor();
      await dialog.getByRole('button').first().tap();
      expect(currentPath(page)).toMatch(/^\/cashier\?/);
      expect((await orders('REPAY')).map((o) => o.orderId)).toContain(orderId);
    });

    it('tapping 提交订单 many times places exactly one order', async () => {
      const before = (await orders()).length;
      const page = await open('browser');
      await openCheckout(page);
      // Six clicks in one task, before React can re-render the button disabled.
      await page.getByRole('button', { name: '提交订单' }).evaluate((el) => {
        for (let i = 0; i < 6; i++) (el as HTMLElement).click();
      });
      await waitForPath(page, '/cashier');
      await page.getByRole('button', { name: '确认支付' }).waitFor();
      expect((await orders()).length).toBe(before + 1);
    });

    it('the periods chosen at the checkout come back when the order is paid later from /order-list (去支付)', async () => {
      const page = await open('browser');
      await page.goto('/order-apply?spuId=SPU1001&skuId=SPU1001-1&quantity=1&periods=12');
      await page.getByText(`张伟 ${DEMO}`).waitFor();
      await page.getByRole('button', { name: /^6期/ }).tap();
      await page.getByRole('button', { name: '提交订单' }).tap();
      await waitForPath(page, '/cashier');
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      expect(new URL(page.url()).searchParams.get('periods')).toBe('6');
      // The customer leaves the cashier without paying and comes back through the order list.
      await page.goto('/order-list');
      await page.getByRole('tab', { name: '待付款' }).tap();
      await page.locator('.qsh-list-row-group', { hasText: PHONE }).filter({ hasText: '待付款' }).first().getByRole('button', { name: '去支付' }).tap();
      await waitForPath(page, '/cashier');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
      expect(new URL(page.url()).searchParams.get('periods')).toBeNull();
      await page.getByRole('button', { name: '确认支付' }).waitFor();
      expect(await page.getByRole('button', { name: /^6期/ }).getAttribute('aria-pressed')).toBe('true');
    });

    it.each<ShellName>(['browser', 'flutter', 'uni'])(
      'in the %s shell: a goods item from the home page, a SKU and 12 periods, 提交订单, paid with the credit limit and 123456, 支付成功, then 已完成 in /order-list',
      async (shell) => {
        const page = await open(shell);
        await page.goto('/');
        await page.getByText('新品手机', { exact: true }).tap();
        await waitForPath(page, '/goods/detail');
        await page.getByRole('heading', { name: PHONE }).waitFor();
        await page.getByRole('button', { name: '冰川蓝' }).tap();
        // The first SKU's capacity starts chosen and a second tap would clear it: choose the other one, then this one.
        await page.getByRole('button', { name: '12GB+512GB' }).tap();
        await page.getByRole('button', { name: '12GB+256GB' }).tap();
        expect(await page.getByLabel('价格').textContent()).toBe('¥2,899.00');
        await page.getByRole('radio', { name: /× 12期/ }).tap();
        await page.getByRole('button', { name: '立即购买' }).tap();
        await waitForPath(page, '/order-apply');
        await navTitle(page, '确认订单').waitFor();
        await page.getByText(`张伟 ${DEMO}`).waitFor();
        await page.getByRole('button', { name: '提交订单' }).tap();
        await waitForPath(page, '/cashier');
        const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
        expect((await orders('REPAY')).map((o) => o.orderId)).toContain(orderId);
        expect(await page.getByRole('radio', { name: '信用购分期' }).isChecked()).toBe(true);
        await page.getByRole('button', { name: '确认支付' }).tap();
        await enterPayPassword(page, '123456');
        await page.getByText('支付成功').waitFor({ timeout: 15_000 });
        expect((await orders()).find((o) => o.orderId === orderId)?.status).toBe('FINISH');
        await page.goto('/order-list');
        await page.getByRole('tab', { name: '已完成' }).tap();
        await page.locator('.adm-list-item', { hasText: PHONE }).filter({ hasText: '已完成' }).first().waitFor();
        await checkScreen(page, shell, 'order-list');
      },
    );
  });
});
