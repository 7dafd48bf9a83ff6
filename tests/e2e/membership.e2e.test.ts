import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, dialogWith, navTitle, waitForPath } from './support/app';
import type { ShellName } from './support/browser';
import { logIn, type Session } from './support/session';
import { enterPayPassword, ownGatewayFile } from './support/own-gateway';

/**
 * Membership and assets (issue #16) in the three shells: a new user buys a YEAR_CARD and sees
 * member prices; the demo user 13800000000 (pay password 123456) buys and refunds an equity,
 * exchanges points for a coupon, recharges and withdraws balance. After every operation the
 * figures on screen are compared with the gateway's ledger. This file runs its own gateway: it
 * repays the demo user's overdue bill and moves money, which the shared gateway must not see.
 */
const DEMO = '13800000000';
const SHELLS: ShellName[] = ['browser', 'flutter', 'uni'];
/** A new phone per shell for the card purchase (each starts without a card). */
const NEWCOMER: Record<ShellName, string> = { browser: '13716160001', flutter: '13716160002', uni: '13716160003' };

/** What this test reads of schemas/pages/my.json. */
interface MyPage {
  blocks: { type: string; props?: { items?: { text: string; action: { to: string } }[] } }[];
}

const own = ownGatewayFile('membership', DEMO);
const { call, open } = own;

const points = async (s: Session) => (await call<{ points: number; frozenPoints: number }>({ apiCode: 'PT001' }, s.token)).points;
const balance = async (s: Session) => (await call<{ balance: number }>({ apiCode: 'OT001' }, s.token)).balance;
const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** At the cashier: picks the pay type, 确认支付 (with 123456 when asked), waits for 支付成功. */
async function pay(page: Page, payType: string, password?: string): Promise<void> {
  await navTitle(page, '收银台').waitFor();
  await page.getByRole('radio', { name: payType }).tap();
  await page.getByRole('button', { name: '确认支付' }).tap();
  if (password) await enterPayPassword(page, password);
  await waitForPath(page, '/pay-result', 15_000);
  await page.getByText('支付成功').waitFor({ timeout: 15_000 });
}

/** The big figure of the asset-summary section titled `title`. */
const figure = (page: Page, title: string) => page.getByRole('region', { name: title }).locator('.qsh-asset-big');

beforeAll(async () => {
  const bills = await call<{ list: { billId: number; status: string }[] }>({ apiCode: 'BL001', status: 'UNPAID' }, own.demo.token);
  const overdue = bills.list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
  await call({ apiCode: 'BL003', billIds: overdue, payType: 'WECHATPAY', idempotencyKey: 'e2e-membership-repay' }, own.demo.token);
});

describe.each(SHELLS)('membership and assets (%s)', (shell) => {
  it('a new user buys a YEAR_CARD (default, cards in sort order) through the cashier, once, and then sees member prices', async () => {
    const newcomer = await logIn(own.url, NEWCOMER[shell]);
    const page = await open(shell, newcomer);
    await page.goto('/member');
    await navTitle(page, '会员中心').waitFor();
    await page.getByText('暂未开通会员').waitFor();
    const cards = page.getByRole('radiogroup', { name: '选择会员卡' }).getByRole('radio');
    expect(await cards.allTextContents()).toEqual(['年卡365天¥204.00¥360.00', '季卡90天¥57.07¥99.00', '体验卡7天¥0.95¥9.90']);
    expect(await cards.first().getAttribute('aria-checked')).toBe('true');
    await checkScreen(page, shell, 'member');
    await page.getByRole('button', { name: /立即开通/ }).tap();
    await waitForPath(page, '/member/buy');
    await navTitle(page, '开通会员').waitFor();
    await checkScreen(page, shell, 'member-buy');
    const confirm = page.getByRole('button', { name: /确认开通/ });
    await confirm.dblclick();
    await waitForPath(page, '/cashier');
    expect(new URL(page.url()).searchParams.get('orderSource')).toBe('VIP_BUY');
    await pay(page, '微信支付');
    const orders = await call<{ list: { status: string; scene: string }[] }>({ apiCode: 'EQ003' }, newcomer.token);
    expect(orders.list.map((o) => [o.scene, o.status])).toEqual([['VIP_BUY', 'FINISH']]);

    const goods = await call<{ price: number; memberPrice: number; payPrice: number }>({ apiCode: 'GD003', spuId: 'SPU1006' }, newcomer.token);
    expect(goods.payPrice).toBe(goods.memberPrice);
    await page.goto('/goods/detail?spuId=SPU1006');
    await page.getByLabel('价格').filter({ hasText: yuan(goods.memberPrice) }).waitFor();
    await page.locator('del', { hasText: yuan(goods.price) }).first().waitFor();
    await page.goto('/member');
    await page.getByText('年卡会员').waitFor();
    await page.goto('/recommend-area');
    await page.getByText(/^会员价 ¥/).first().waitFor();
    await checkScreen(page, shell, 'member-prices');
  });

  it('buys an equity with the balance and refunds it once; the balance on screen follows the ledger', async () => {
    const start = await balance(own.demo);
    const page = await open(shell, own.demo);
    await page.goto('/member/equity-list');
    await page.getByText('视频会员月卡').waitFor();
    await checkScreen(page, shell, 'member-equity-list');
    await page.getByText('视频会员月卡').tap();
    await waitForPath(page, '/member/equity-buy');
    const query = new URL(page.url()).searchParams;
    expect([query.get('id'), query.get('hasBuy'), query.get('hasVip')]).toEqual(['1', 'N', 'Y']);
    await checkScreen(page, shell, 'member-equity-buy');
    await page.getByRole('button', { name: '立即购买' }).tap();
    await waitForPath(page, '/cashier');
    expect(new URL(page.url()).searchParams.get('orderSource')).toBe('EQUITY');
    await pay(page, '余额支付', '123456');
    expect(await balance(own.demo)).toBe(start - 1500);

    await page.goto('/member/equity-order');
    const row = page.locator('.qsh-list-row-group', { hasText: '视频会员月卡' }).filter({ hasText: '已完成' }).first();
    await row.waitFor();
    await checkScreen(page, shell, 'member-equity-order');
    await row.getByRole('button', { name: '申请退款' }).tap();
    await waitForPath(page, '/member/order-return');
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    await page.getByRole('button', { name: '提交退款申请' }).tap();
    await page.getByRole('alert').filter({ hasText: '请选择退款原因' }).waitFor();
    await page.getByText('不想要了').tap();
    await checkScreen(page, shell, 'member-order-return');
    await page.getByRole('button', { name: '提交退款申请' }).tap();
    await dialogWith(page, '确定申请退款吗？款项将原路退回').getByRole('button', { name: '确定' }).tap();
    await waitForPath(page, '/member/equity-order');
    await page.locator('.adm-list-item', { hasText: orderId ? '视频会员月卡' : '' }).filter({ hasText: '已退款' }).first().waitFor();
    expect(await balance(own.demo)).toBe(start);

    await page.goto(`/member/order-return?orderId=${orderId}`);
    await page.getByText(/该订单已申请退款，请勿重复提交/).waitFor();
    expect(await page.getByRole('button', { name: '提交退款申请' }).count()).toBe(0);
    await page.goto('/my/otayonii');
    await figure(page, '账户余额').filter({ hasText: yuan(start) }).waitFor();
  });

  it('exchanges points for a coupon and sees the points go down by its price, as the ledger says', async () => {
    const before = await points(own.demo);
    const page = await open(shell, own.demo);
    await page.goto('/my/integral');
    await figure(page, '我的积分').filter({ hasText: String(before) }).waitFor();
    await checkScreen(page, shell, 'my-integral');
    await page.getByRole('button', { name: '积分兑换' }).tap();
    await waitForPath(page, '/my/integral/exchange');
    await page.getByRole('button', { name: '兑换5 元无门槛券' }).waitFor();
    await checkScreen(page, shell, 'my-integral-exchange');
    await page.getByRole('button', { name: '兑换5 元无门槛券' }).tap();
    await dialogWith(page, '确定使用500积分兑换“5 元无门槛券”吗？').getByRole('button', { name: '兑换' }).tap();
    await waitForPath(page, '/my/integral/result');
    await page.getByText('兑换成功').waitFor();
    expect(await points(own.demo)).toBe(before - 500);
    await figure(page, '当前积分').filter({ hasText: String(before - 500) }).waitFor();
    await checkScreen(page, shell, 'my-integral-result');
    await page.getByRole('button', { name: '查看优惠券' }).tap();
    await waitForPath(page, '/my/coupon/list');
    await page.getByRole('tab', { name: '可使用' }).waitFor();
    await page.getByRole('list', { name: '优惠券' }).getByText('5 元无门槛券').first().waitFor();
    await page.getByRole('button', { name: '去使用' }).first().waitFor();
    await checkScreen(page, shell, 'my-coupon-list');
    await page.goto('/my/integral/detail');
    await page.getByText('积分兑换：5 元无门槛券').first().waitFor();
    await page.getByText('-500').first().waitFor();
    await checkScreen(page, shell, 'my-integral-detail');
  });

  it('recharges through the cashier and withdraws to the bank card; too much is refused and changes nothing', async () => {
    const start = await balance(own.demo);
    const page = await open(shell, own.demo);
    await page.goto('/my/otayonii');
    await figure(page, '账户余额').filter({ hasText: yuan(start) }).waitFor();
    await checkScreen(page, shell, 'my-otayonii');
    await page.goto('/my/otayonii/recharge');
    await page.getByLabel('充值金额').fill('100');
    await checkScreen(page, shell, 'my-otayonii-recharge');
    await page.getByRole('button', { name: '立即充值' }).tap();
    await waitForPath(page, '/cashier');
    expect(new URL(page.url()).searchParams.get('orderSource')).toBe('SPEND_RECHARGE');
    await pay(page, '微信支付');
    expect(await balance(own.demo)).toBe(start + 10000);
    await page.goto('/my/otayonii');
    await figure(page, '账户余额').filter({ hasText: yuan(start + 10000) }).waitFor();

    await page.goto('/my/otayonii/withdrawal');
    await page.getByRole('radio', { name: '招商银行（尾号8888）' }).waitFor();
    const amount = page.getByLabel('提现金额');
    const tooMuch = String((start + 10000) / 100 + 1);
    await amount.fill(tooMuch);
    await page.getByRole('button', { name: '确认提现' }).tap();
    await page.getByRole('alert').filter({ hasText: '提现金额不能超过可提现余额' }).waitFor();
    expect(await amount.inputValue()).toBe(tooMuch);
    await checkScreen(page, shell, 'my-otayonii-withdrawal');
    expect(await balance(own.demo)).toBe(start + 10000);
    await amount.fill('50');
    await page.getByRole('button', { name: '确认提现' }).tap();
    await dialogWith(page, '确定提现¥50.00至招商银行（尾号8888）吗？').getByRole('button', { name: '确定提现' }).tap();
    expect(await balance(own.demo)).toBe(start + 10000);
    await enterPayPassword(page, '123456');
    await waitForPath(page, '/my/otayonii/result');
    await page.getByText('¥50.00').first().waitFor();
    await page.getByText('提现申请已提交').waitFor();
    expect(await balance(own.demo)).toBe(start + 5000);
    await figure(page, '当前余额').filter({ hasText: yuan(start + 5000) }).waitFor();
    await checkScreen(page, shell, 'my-otayonii-result');
    await page.goto('/my/otayonii/records');
    await page.getByText('提现至招商银行（尾号8888）').first().waitFor();
    await page.getByText('-¥50.00').first().waitFor();
    await checkScreen(page, shell, 'my-otayonii-records');
  });
});

describe('membership screens in a phone browser', () => {
  it('exchanges points for balance, signs in once a day, and shows rights, member cards and /my entries', async () => {
    const page = await open('browser', own.demo);
    const startPoints = await points(own.demo);
    const startBalance = await balance(own.demo);
    await page.goto('/my/otayonii/exchange');
    await page.getByLabel('兑换积分').fill('100');
    await checkScreen(page, 'browser', 'my-otayonii-exchange');
    await page.getByRole('button', { name: '立即兑换' }).tap();
    await dialogWith(page, '确定使用100积分兑换¥1.00余额吗？').getByRole('button', { name: '兑换' }).tap();
    await waitForPath(page, '/my/otayonii/success');
    await figure(page, '当前余额').filter({ hasText: yuan(startBalance + 100) }).waitFor();
    expect([await points(own.demo), await balance(own.demo)]).toEqual([startPoints - 100, startBalance + 100]);
    await checkScreen(page, 'browser', 'my-otayonii-success');

    await page.goto('/bonus/index');
    await page.getByRole('button', { name: '立即签到' }).tap();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    expect(await points(own.demo)).toBe(startPoints - 100 + 10);
    await checkScreen(page, 'browser', 'bonus-index');

    await page.goto('/member/rights');
    await page.getByText('金融产品推荐').waitFor();
    await checkScreen(page, 'browser', 'member-rights');
    await page.goto('/my/JDcard');
    await page.getByText('京东E卡 100元').waitFor();
    expect(await page.getByText('黄金卡 50元').count()).toBe(0);
    await checkScreen(page, 'browser', 'my-jdcard');
    await page.goto('/my/GOLDcard');
    await page.getByText('黄金卡 50元').waitFor();
    await checkScreen(page, 'browser', 'my-goldcard');
  });

  it('every entry on /my opens a screen with content', async () => {
    const page = await open('browser', own.demo);
    const my = JSON.parse(await readFile(fileURLToPath(new URL('../../schemas/pages/my.json', import.meta.url)), 'utf8')) as MyPage;
    const entries = my.blocks.filter((b) => b.type === 'entry-grid').flatMap((b) => b.props?.items ?? []);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    for (const { text, action } of entries) {
      await page.goto('/my');
      await page.getByText(text, { exact: true }).first().tap();
      await waitForPath(page, action.to);
      await page.waitForLoadState('networkidle');
      const content = (await page.locator('#root').innerText()).replace(/\s+/g, '');
      expect(content.length, `${text} → ${page.url()}`).toBeGreaterThan(20);
      expect(await page.getByText('页面不存在').count(), `${text} → ${page.url()}`).toBe(0);
      expect(await page.getByText('加载失败').count(), `${text} → ${page.url()}`).toBe(0);
    }
  });
});
