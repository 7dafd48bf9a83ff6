import { describe, expect, it } from 'vitest';
import { checkScreen, navTitle, waitForMount, waitForPath } from './support/app';
import { SHELLS } from './support/browser';
import { enterPayPassword, ownGatewayFile } from './support/own-gateway';
import { logIn } from './support/session';

/**
 * The loan screens against a gateway of this file's own (it takes a loan for 王芳 and repays the
 * seeded 张伟's overdue bill in its last case, which the shared gateway's files must not see).
 */
const gw = ownGatewayFile('loans', '13800000000');

/** The apiCodes the page sent, in order. */
function gatewayCalls(page: Awaited<ReturnType<typeof gw.open>>): string[] {
  const codes: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/utd/gateway')) return;
    const body = request.postDataJSON() as { apiCode?: string } | null;
    if (body?.apiCode) codes.push(body.apiCode);
  });
  return codes;
}

describe('loan screens in a phone browser', () => {
  it('an overdue customer (张伟, a bill 10 days overdue) sees the notice with 去还款 on /borrow-money and /cash-loan, and no form', async () => {
    const page = await gw.open('browser', gw.demo);
    await page.goto('/borrow-money');
    await page.getByRole('alert').filter({ hasText: '您有逾期未还的账单，请先还款后再操作' }).waitFor();
    expect(await page.getByRole('button', { name: '去借钱' }).count()).toBe(0);
    await checkScreen(page, 'browser', 'borrow-money-overdue');
    await page.goto('/cash-loan?productId=P_CASH_SXG');
    await page.getByRole('alert').filter({ hasText: '您有逾期未还的账单，请先还款后再操作' }).waitFor();
    expect(await page.getByRole('button', { name: '立即申请' }).count()).toBe(0);
    await page.getByRole('button', { name: '去还款' }).tap();
    await navTitle(page, '我的账单').waitFor();
  });

  it('/cash-loan-detail with an unknown loanId says 未找到该借款记录 with 借款记录, not 加载失败 / 重试', async () => {
    const page = await gw.open('browser', gw.demo);
    await page.goto('/cash-loan-detail?loanId=LNOSUCHLOAN');
    await page.getByText('未找到该借款记录').waitFor();
    expect(await page.getByText('加载失败').count()).toBe(0);
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    await checkScreen(page, 'browser', 'cash-loan-detail-not-found');
    await page.getByRole('button', { name: '借款记录' }).tap();
    await navTitle(page, '申请记录').waitFor();
  });

  it('/borrow-money-finish after a withdrawal names the amount, periods and card; /cashLoan2/applyRecord asks CL004 once', async () => {
    const wang = await logIn(gw.url, '13600000000');
    const sms = await gw.call<{ devCode?: string }>({ apiCode: 'BA002', phone: '13700000019', scene: 'LOGIN' });
    const card = await gw.call<{ id: number }>({ apiCode: 'BK002', cardNo: '6222020200000000006', phone: '13700000019', smsCode: sms.devCode ?? '' }, wang.token);
    const loan = await gw.call<{ loanId: string }>({ apiCode: 'CL002', productId: 'P_CASH_SXG', amount: 200000, periods: 6, purpose: 'DAILY', idempotencyKey: 'e2e-loans-apply' }, wang.token);
    // The demo review approves a loan read 3 s after applying.
    await new Promise((r) => setTimeout(r, 3200));
    await gw.call({ apiCode: 'CL003', loanId: loan.loanId }, wang.token);
    await gw.call({ apiCode: 'CL005', loanId: loan.loanId, bankCardId: card.id, idempotencyKey: 'e2e-loans-draw' }, wang.token);

    const page = await gw.open('browser', wang);
    await page.goto(`/borrow-money-finish?loanId=${loan.loanId}`);
    const facts = page.getByRole('region', { name: '提现信息' });
    await facts.getByText('¥2,000.00').waitFor();
    await facts.getByText('6期').waitFor();
    await facts.getByText('工商银行 6222 **** **** 0006').waitFor();
    await page.getByText('提现成功').waitFor();
    await checkScreen(page, 'browser', 'borrow-money-finish-facts');

    const calls = gatewayCalls(page);
    await page.getByRole('button', { name: '借款记录' }).tap();
    await navTitle(page, '申请记录').waitFor();
    await page.getByRole('button', { name: /借款 ¥2,000.00/ }).waitFor();
    await page.waitForTimeout(1000);
    expect(calls.filter((c) => c === 'CL004')).toEqual(['CL004']);

    // Opened directly, in each shell (the app shells log in through the native handshake first).
    for (const shell of SHELLS) {
      const direct = await gw.open(shell, wang);
      const directCalls = gatewayCalls(direct);
      await direct.goto('/cashLoan2/applyRecord');
      await waitForMount(direct);
      await direct.getByRole('button', { name: /借款 ¥2,000.00/ }).waitFor();
      await direct.waitForTimeout(1000);
      expect({ shell, CL004: directCalls.filter((c) => c === 'CL004').length }).toEqual({ shell, CL004: 1 });
    }
  });

  // Last: it repays 张伟's overdue bill, which the cases above rely on.
  it('an overdue customer taps 立即申请 on a product, is told to repay, repays at /my/bill, and going back the kept-alive /cash-loan and /borrow-money show the form and 去借钱', async () => {
    const page = await gw.open('browser', gw.demo);
    const notice = page.getByRole('alert').filter({ hasText: '您有逾期未还的账单，请先还款后再操作' });
    await page.goto('/borrow-money');
    await notice.waitFor();
    // The product list's 立即申请 opens the product's page, which names the reason (docs/screens.md, Overdue customers).
    await page.getByRole('button', { name: '立即申请' }).first().tap();
    // The kept /borrow-money holds the same notice and 去还款 until /cash-loan is drawn (the address
    // changes first): waitForPath waits until it is out of view, or the tap may go to its button.
    await waitForPath(page, '/cash-loan');
    await notice.waitFor();
    await page.getByRole('button', { name: '去还款' }).tap();
    await navTitle(page, '我的账单').waitFor();
    await page.getByText('已逾期10天').tap();
    await waitForPath(page, '/my/bill/repayment');
    await page.getByRole('button', { name: '去还款' }).tap();
    await waitForPath(page, '/my/bill/pay');
    await page.getByRole('radio', { name: '余额支付' }).tap();
    await page.getByRole('button', { name: '确认还款' }).tap();
    await enterPayPassword(page, '123456');
    await waitForPath(page, '/my/bill/pay-result');
    await page.getByText('还款成功').waitFor();

    // Back through the history to the kept-alive pages opened while overdue: both read BM001 again.
    for (let i = 0; i < 5 && new URL(page.url()).pathname !== '/cash-loan'; i++) await page.goBack();
    await waitForPath(page, '/cash-loan');
    await page.getByRole('button', { name: '立即申请' }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goBack();
    await waitForPath(page, '/borrow-money');
    await page.getByRole('button', { name: '去借钱' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  // After the case above (张伟 repaid his overdue bill, so CL002 takes his application); it moves the gateway's clock, and puts it back.
  it('an approved loan of a customer fallen overdue offers 去还款 on /cash-loan-detail and /cash-loan-finish, never a 立即提现 CL005 would refuse', async () => {
    const loan = await gw.call<{ loanId: string }>({ apiCode: 'CL002', productId: 'P_CASH_SXG', amount: 200000, periods: 6, purpose: 'DAILY', idempotencyKey: 'e2e-loans-overdue-apply' }, gw.demo.token);
    // 25 days on: the review is long over, and 张伟's second installment bill (due about 20 days from now) is overdue.
    gw.clockAhead(25 * 24 * 3600 * 1000);
    try {
      const later = await logIn(gw.url, '13800000000');
      const page = await gw.open('browser', later);
      const notice = page.getByRole('alert').filter({ hasText: '您有逾期未还的账单，请先还款后再操作' });
      await page.goto(`/cash-loan-detail?loanId=${loan.loanId}`);
      await page.getByText('审核通过', { exact: true }).waitFor();
      await notice.waitFor();
      expect(await page.getByRole('button', { name: '立即提现' }).count()).toBe(0);
      await checkScreen(page, 'browser', 'cash-loan-detail-overdue');
      await page.goto(`/cash-loan-finish?loanId=${loan.loanId}`);
      await notice.waitFor();
      expect(await page.getByRole('button', { name: '确认提现' }).count()).toBe(0);
      await page.getByRole('button', { name: '去还款' }).tap();
      await navTitle(page, '我的账单').waitFor();
    } finally {
      gw.clockAhead(0);
    }
  });
});
