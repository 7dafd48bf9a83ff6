import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, currentPath, navTitle, waitForPath } from './support/app';
import type { ShellName } from './support/browser';
import { setUpHarness } from './support/harness';
import { logIn, type Session } from './support/session';

const harness = setUpHarness();

/** The query the app is showing, as an object. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** From the home page's 新品手机 entry (a SPU link) to /order-apply with 冰川蓝 12GB+512GB over 12 periods. */
async function buyPhone(page: Page, shell: ShellName, screens: boolean): Promise<void> {
  await page.goto('/');
  await page.getByText('新品手机', { exact: true }).tap();
  await waitForPath(page, '/goods/detail');
  expect(queryOf(page)).toEqual({ spuId: 'SPU1001' });
  await page.getByRole('heading', { name: '星耀 X20 5G 智能手机' }).waitFor();
  await page.getByRole('img', { name: '星耀 X20 5G 智能手机 图1' }).waitFor();
  if (screens) await checkScreen(page, shell, 'goods-detail');
  await page.getByRole('button', { name: '冰川蓝' }).tap();
  await page.getByRole('button', { name: '12GB+512GB' }).tap();
  expect(await page.getByLabel('价格').textContent()).toBe('¥3,399.00');
  await page.getByRole('radio', { name: /× 12期/ }).tap();
  expect(await page.getByRole('radio', { name: /× 12期/ }).getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: '立即购买' }).tap();
  await waitForPath(page, '/order-apply');
  expect(queryOf(page)).toEqual({ spuId: 'SPU1001', skuId: 'SPU1001-4', quantity: '1', periods: '12' });
}

describe('installment shopping in a phone browser', () => {
  let session: Session;
  beforeAll(async () => {
    session = await logIn(harness.baseUrl, '13500001401');
  });

  it('a goods link on the home page opens the goods detail; 立即购买 with a SKU and 12 periods lands on /order-apply', async () => {
    const page = await harness.open('browser', { session });
    await buyPhone(page, 'browser', true);
  });

  it('the category tree leads to a sorted goods list and on to a goods detail', async () => {
    const page = await harness.open('browser');
    await page.goto('/goods/classify');
    await navTitle(page, '商品分类').waitFor();
    await page.getByRole('button', { name: '全部数码' }).waitFor();
    await checkScreen(page, 'browser', 'goods-classify');
    await page.getByRole('button', { name: '全部数码' }).tap();
    await waitForPath(page, '/goods-list/goodsByCategoryId');
    expect(queryOf(page)).toEqual({ categoryId: '1' });
    await page.getByText('星耀 X20 5G 智能手机').waitFor();
    await page.getByRole('button', { name: '价格' }).tap();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC');
    await page.getByRole('button', { name: '价格从低到高' }).waitFor();
    // Cheapest of 数码 first: the power bank (129 yuan) before the phone.
    const names = page.locator('.adm-grid-item');
    await expect.poll(async () => (await names.first().textContent()) ?? '').toContain('20000mAh 快充充电宝');
    await checkScreen(page, 'browser', 'goods-list');
    await names.first().tap();
    await waitForPath(page, '/goods/detail');
    expect(queryOf(page)).toEqual({ spuId: 'SPU1008' });
  });

  it('the goods areas list real goods and open their detail', async () => {
    const page = await harness.open('browser', { session });
    await page.goto('/recommend-area');
    await page.getByText('丝绒哑光口红').waitFor();
    await checkScreen(page, 'browser', 'recommend-area');
    await page.goto('/my/gift-bag');
    await page.getByText('不锈钢电热水壶 1.7L').waitFor();
    await checkScreen(page, 'browser', 'my-gift-bag');
    await page.getByText('不锈钢电热水壶 1.7L').tap();
    await waitForPath(page, '/goods/detail');
    expect(queryOf(page)).toEqual({ spuId: 'SPU1014' });
    await page.getByRole('heading', { name: '不锈钢电热水壶 1.7L' }).waitFor();
  });

  it('a guest who taps 立即购买 is asked to log in and comes back to the order', async () => {
    const page = await harness.open('browser');
    await page.goto('/goods/detail?spuId=SPU1003');
    await page.getByRole('button', { name: '立即购买' }).tap();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/order-apply?spuId=SPU1003&skuId=SPU1003-1&quantity=1&periods=1');
    expect(currentPath(page)).toMatch(/^\/login\?redirect=/);
  });
});

describe.each(['flutter', 'uni'] as const)('installment shopping in the %s shell', (shell) => {
  it('the same goods link leads through the goods detail to /order-apply', async () => {
    const session = await logIn(harness.baseUrl, shell === 'flutter' ? '13500001402' : '13500001403');
    const page = await harness.open(shell, { session });
    await buyPhone(page, shell, false);
  });
});
