import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, dialogWith, navTitle, waitForPath } from './support/app';
import { launchBrowser, SHELLS, type ShellName } from './support/browser';
import { injectGatewayFault } from './support/faults';
import { startGateway, type Gateway } from './support/server';
import { logIn, type Session } from './support/session';
import { gatewayCall, openPhonePage, enterPayPassword } from './support/own-gateway';

/**
 * Bills, bank cards and cash loans as the demo user 13800000000 (one overdue bill of three, pay
 * password 123456, balance 1 500 yuan, a 招商银行 card). Each shell gets its own gateway: the journeys
 * repay the overdue bill, bind a card and take a loan, which no other file may see.
 */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const DEMO = '13800000000';
const NEW_CARD = '6222020200000000006';
/** The card's reserved phone (not the login phone, whose SMS code was just sent: one code a minute per phone). */
const RESERVED_PHONE = '13700000009';

let distCopy: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function call<T>(gateway: Gateway, body: Record<string, unknown>, token: string): Promise<T> {
  return gatewayCall<T>(gateway.url, body, token);
}

async function open(gateway: Gateway, shell: ShellName, session: Session): Promise<Page> {
  return openPhonePage(browser, gateway.url, shell, session, contexts);
}


beforeAll(async () => {
  distCopy = await mkdtemp(join(tmpdir(), 'qsh-e2e-money-'));
  await cp(dist, distCopy, { recursive: true });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  if (distCopy) await rm(distCopy, { recursive: true, force: true });
});

describe.each(SHELLS)('money screens in the %s shell', (shell) => {
  let gateway: Gateway;
  let demo: Session;
  beforeAll(async () => {
    gateway = await startGateway(distCopy);
    demo = await logIn(gateway.url, DEMO);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('9991 sends the user to /my/bill; they repay the overdue bill with the balance and can then order again', async () => {
    const page = await open(gateway, shell, demo);
    await page.goto('/telephone');
    await page.getByRole('radio', { name: /10元话费/ }).tap();
    await page.getByRole('button', { name: '立即充值' }).tap();
    await dialogWith(page, '您有逾期未还的账单').getByRole('button', { name: '确定' }).tap();
    await waitForPath(page, '/my/bill');
    await navTitle(page, '我的账单').waitFor();
    const overdue = page.getByRole('region', { name: '已逾期' });
    await overdue.getByText(/已逾期\d+天/).waitFor();
    await page.getByText('您有1笔账单已逾期，请尽快还款').waitFor();
    await checkScreen(page, shell, 'my-bill');

    await overdue.getByRole('button').first().tap();
    await waitForPath(page, '/my/bill/repayment');
    await page.getByText('罚息 0.00').first().waitFor();
    await checkScreen(page, shell, 'my-bill-repayment');
    await page.getByRole('button', { name: '去还款' }).tap();

    await waitForPath(page, '/my/bill/pay');
    await page.getByRole('radio', { name: '余额支付' }).tap();
    await checkScreen(page, shell, 'my-bill-pay');
    await page.getByRole('button', { name: '确认还款' }).tap();
    await enterPayPassword(page, '123456');
    await waitForPath(page, '/my/bill/pay-result');
    await page.getByText('还款成功').waitFor({ timeout: 15_000 });
    await page.getByText('已还款 ¥467.26，额度已恢复').waitFor();
    await checkScreen(page, shell, 'my-bill-pay-result');

    await page.getByRole('button', { name: '查看账单' }).tap();
    await waitForPath(page, '/my/bill');
    await page.getByText('按时还款，保持良好信用').waitFor();
    expect(await page.getByRole('region', { name: '已逾期' }).count()).toBe(0);

    await page.goto('/telephone');
    await page.getByRole('radio', { name: /10元话费/ }).tap();
    await page.getByRole('button', { name: '立即充值' }).tap();
    await waitForPath(page, '/cashier');
    await navTitle(page, '收银台').waitFor();
  });

  it('back from a bill opened under 全部账单 shows 全部账单 again, scrolled where the customer left it', async () => {
    const page = await open(gateway, shell, demo);
    await page.setViewportSize({ width: 390, height: 320 });
    await page.goto('/my/bill');
    const all = page.getByRole('tab', { name: '全部账单' });
    await all.tap();
    const bills = page.getByText(/第\d+\/\d+期/);
    await bills.nth(2).waitFor();
    // Scrolled to the foot; the scroll event reaches the app a frame later.
    const left = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY;
    });
    expect(left).toBeGreaterThan(100);
    await bills.last().tap();
    await waitForPath(page, '/my/bill/repayment');
    await page.goBack();
    await waitForPath(page, '/my/bill');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, left, { timeout: 5_000 });
    expect(await all.getAttribute('aria-selected')).toBe('true');
  });

  it('binds a bank card with the SMS code: Luhn mistakes are shown and keep the number typed', async () => {
    const page = await open(gateway, shell, demo);
    await page.goto('/my/bankcard');
    await page.getByText('6225 **** **** 8888').waitFor();
    await checkScreen(page, shell, 'my-bankcard');
    await page.getByRole('button', { name: '添加银行卡' }).tap();
    await waitForPath(page, '/my/bankcard/add');
    expect(await page.getByLabel('持卡人').inputValue()).toBe('张伟');
    const cardNo = page.getByLabel('卡号');
    await cardNo.fill(NEW_CARD.replace(/6$/, '7'));
    await page.getByRole('button', { name: '确认绑定' }).tap();
    await page.getByRole('alert').filter({ hasText: '请输入正确的银行卡号' }).waitFor();
    expect(await cardNo.inputValue()).toBe('6222 0202 0000 0000 007');
    await cardNo.fill(NEW_CARD);
    await page.getByText('所属银行：工商银行').waitFor();
    await page.getByLabel('预留手机号').fill(RESERVED_PHONE);
    await page.getByRole('button', { name: '获取验证码' }).tap();
    const hint = page.getByText(/演示环境验证码：\d{6}/);
    await hint.waitFor();
    const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('checkbox').check();
    await checkScreen(page, shell, 'my-bankcard-add');
    await page.getByRole('button', { name: '确认绑定' }).tap();
    await waitForPath(page, '/my/bankcard');
    await page.getByText('6222 **** **** 0006').waitFor();
    await page.getByRole('region', { name: '工商银行储蓄卡（尾号0006）' }).waitFor();
  });

  it('takes a cash loan from /cash-loan, sees it in /cashLoan2/applyRecord and its detail, and draws it to a card', async () => {
    // An overdue bill would answer 9991 (the first journey repays it; this keeps the test runnable alone).
    const bills = await call<{ list: { billId: number; status: string }[] }>(gateway, { apiCode: 'BL001', status: 'UNPAID' }, demo.token);
    const overdue = bills.list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
    if (overdue.length) await call(gateway, { apiCode: 'BL003', billIds: overdue, payType: 'WECHATPAY', idempotencyKey: `e2e-money-${shell}-loan` }, demo.token);
    const page = await open(gateway, shell, demo);
    await page.goto('/cash-loan?productId=P_CASH_SXG');
    await navTitle(page, '现金借款').waitFor();
    await page.getByRole('group', { name: '借款期数' }).getByRole('button', { name: /^3期/ }).tap();
    await page.getByRole('radio', { name: '旅游出行' }).tap();
    await page.getByRole('table').waitFor();
    await page.getByRole('checkbox').check();
    await checkScreen(page, shell, 'cash-loan');
    await page.getByRole('button', { name: '立即申请' }).tap();

    await waitForPath(page, '/cash-loan-order');
    await page.getByRole('region', { name: '借款信息' }).getByText('旅游出行').waitFor();
    await checkScreen(page, shell, 'cash-loan-order');
    await page.getByRole('button', { name: '确认借款' }).tap();
    await waitForPath(page, '/cash-loan-detail');
    const loanId = new URL(page.url()).searchParams.get('loanId') ?? '';
    expect(loanId).toMatch(/^L[0-9A-F]{12}$/);
    await page.getByRole('region', { name: '借款信息' }).getByText(loanId).waitFor();

    await page.goto('/cashLoan2/applyRecord');
    await navTitle(page, '申请记录').waitFor();
    const record = page.getByRole('button', { name: /借款 ¥/ }).first();
    await record.waitFor();
    await checkScreen(page, shell, 'cash-loan-apply-record');
    await record.tap();
    await waitForPath(page, '/cash-loan-detail2');
    await page.getByRole('region', { name: '借款信息' }).getByText(loanId).waitFor();
    await page.getByRole('button', { name: '立即提现' }).waitFor({ timeout: 20_000 });
    await checkScreen(page, shell, 'cash-loan-detail');
    await page.getByRole('button', { name: '立即提现' }).tap();

    await waitForPath(page, '/cash-loan-finish');
    await page.getByRole('radio', { name: /招商银行储蓄卡（8888）/ }).waitFor();
    await checkScreen(page, shell, 'cash-loan-finish');
    await page.getByRole('button', { name: '确认提现' }).tap();
    await waitForPath(page, '/borrow-money-finish');
    await page.getByText('提现成功').waitFor();
    await checkScreen(page, shell, 'borrow-money-finish');
    const detail = await call<{ status: string }>(gateway, { apiCode: 'CL003', loanId }, demo.token);
    expect(detail.status).toBe('CASH-REPAYMENT');
  });

  it('repaying twice charges once: the first answer is dropped, 重新支付 sends the same key and the gateway answers the first result', async () => {
    const page = await open(gateway, shell, demo);
    const balance = async () => (await call<{ balance: number }>(gateway, { apiCode: 'OT001' }, demo.token)).balance;
    const before = await balance();
    const bills = await call<{ list: { billId: number; amount: number; status: string }[] }>(gateway, { apiCode: 'BL001', status: 'UNPAID' }, demo.token);
    const bill = bills.list[0];
    if (!bill) throw new Error('[e2e] no unpaid bill left to repay');
    const keys: string[] = [];
    // The first BL003 reaches the gateway and is charged, but its answer is lost on the way back.
    let dropped = false;
    await page.route('**/utd/gateway', async (route: Route) => {
      const body = route.request().postDataJSON() as { apiCode?: string; idempotencyKey?: string };
      if (body.apiCode !== 'BL003') return route.fallback();
      keys.push(body.idempotencyKey ?? '');
      if (dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto(`/my/bill/pay?billIds=${bill.billId}`);
    await page.getByRole('radio', { name: '余额支付' }).tap();
    await page.getByRole('button', { name: '确认还款' }).tap();
    await enterPayPassword(page, '123456');
    await dialogWith(page, '后端接口连接异常').getByRole('button', { name: '确定' }).tap();
    await page.getByRole('alert').filter({ hasText: '还款未成功' }).waitFor();
    expect(await balance()).toBe(before - bill.amount);

    await page.getByRole('button', { name: '重新支付' }).tap();
    await enterPayPassword(page, '123456');
    await waitForPath(page, '/my/bill/pay-result');
    await page.getByText('还款成功').waitFor({ timeout: 15_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await balance()).toBe(before - bill.amount);
  });

  it('a network fault on the pay screen shows the catalogue message and a retry, never an endless spinner', async () => {
    const page = await open(gateway, shell, demo);
    const bills = await call<{ list: { billId: number }[] }>(gateway, { apiCode: 'BL001', status: 'UNPAID' }, demo.token);
    const fault = await injectGatewayFault(page, 'connection-reset', ['BK001']);
    await page.goto(`/my/bill/pay?billIds=${bills.list[0]?.billId ?? 1}`);
    await page.getByText('后端接口连接异常').first().waitFor();
    await fault.heal();
    await page.getByRole('button', { name: '重试' }).tap();
    await page.getByRole('radio', { name: '余额支付' }).waitFor();
  });
});

describe('borrowing and h5 pages in a phone browser', () => {
  let gateway: Gateway;
  let demo: Session;
  beforeAll(async () => {
    gateway = await startGateway(distCopy);
    demo = await logIn(gateway.url, DEMO);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('/borrow-money shows the limit and the cash-loan products; /h5/bank lists the cards', async () => {
    const page = await open(gateway, 'browser', demo);
    await page.goto('/borrow-money');
    await navTitle(page, '借钱').waitFor();
    await page.getByText('最高可借（元）').waitFor();
    await page.getByText('随心借').waitFor();
    await checkScreen(page, 'browser', 'borrow-money');
    await page.goto('/h5/bank');
    await page.getByText('6225 **** **** 8888').waitFor();
  });
});
