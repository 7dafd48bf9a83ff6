import { beforeAll, describe, expect, it } from 'vitest';
import { screenProblems, waitForMount } from './support/app';
import { setUpHarness } from './support/harness';
import { offScreenTexts } from './support/off-screen';
import { smallTextFields } from './support/small-fields';
import { logIn, startLoggedIn, type Session } from './support/session';

/**
 * A tour of the first-journey screens as a customer sees them in a phone browser: each one renders
 * real data from the reference gateway, is saved as a 390x844 screenshot (E2E_SCREENSHOTS=1, into
 * docs/screenshots/browser/) and passes the accessibility check.
 */
const GUEST_SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['login', '/login'],
  ['register', '/register'],
  ['download-product', '/download/product'],
  ['download-register', '/download/register'],
  ['product-index', '/product/index'],
  ['product-detail', '/product/detail?productId=P_FORM_APPLIANCE'],
  ['product-whole-detail', '/product/whole-detail?productId=P_JOIN_WHOLE'],
  ['agreement-register', '/agreement/register'],
  ['agreement-credit-authorization', '/agreement/credit_authorization'],
  ['base-search', '/base-search?keyword=分期'],
];

const MEMBER_SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['my-logged-in', '/my'],
  ['installment', '/installment'],
  ['message-notify', '/message-notify'],
  ['limit', '/limit'],
  ['limit-detail', '/limit/detail'],
  ['my-quota-detail', '/my/quota-detail'],
  ['cust-info-result', '/cust-info-result'],
  ['product-whole-result', '/product/whole-result'],
  ['pay-success', '/paySuccess'],
  ['my-account', '/my/account'],
  ['my-address', '/my/address'],
  ['my-address-edit', '/my/address/edit'],
];

const NEW_USER_SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['credit-facilities', '/credit-facilities'],
  ['cust-info', '/cust-info'],
];

const harness = setUpHarness();
let member: Session;
let newcomer: Session;

beforeAll(async () => {
  member = await logIn(harness.baseUrl, '13800000000');
  newcomer = await logIn(harness.baseUrl, '13700000777');
});

async function tour(screens: ReadonlyArray<readonly [string, string]>, session?: Session): Promise<string[]> {
  const page = await harness.open('browser');
  if (session) await startLoggedIn(page.context(), session);
  const problems: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(path);
    await waitForMount(page);
    await page.getByRole('heading', { level: 1 }).or(page.locator('[data-route]')).first().waitFor();
    const found = await screenProblems(page, 'browser', name);
    if (found) problems.push(found);
  }
  return problems;
}

describe('first-journey screens in a phone browser', () => {
  it('guest screens render and are accessible', async () => {
    expect(await tour(GUEST_SCREENS)).toEqual([]);
  });

  it('a member (flow FINISH) sees their screens, accessible', async () => {
    expect(await tour(MEMBER_SCREENS, member)).toEqual([]);
  });

  it('a new customer sees the credit activation steps, accessible', async () => {
    expect(await tour(NEW_USER_SCREENS, newcomer)).toEqual([]);
  });
});

describe('the screens check finds text a customer cannot read whole', () => {
  // One phone-wide page of cases: which texts the check reports, and which it leaves to the box that clips them on purpose.
  const CASES = `
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0; font: 16px sans-serif } .row { display: flex; width: 390px; white-space: nowrap }</style>
    <div class="row"><span style="flex: none; width: 300px">合计</span><span style="flex: none">¥12,345,678.00 待还</span></div>
    <div style="width: 200px; overflow: hidden; border-radius: 8px"><span style="white-space: nowrap">星耀 X20 5G 智能手机 曜石黑 12GB+256GB 分期购</span></div>
    <div style="width: 200px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">一个很长很长很长很长很长很长的商品标题</div>
    <div style="width: 200px; overflow-x: auto; white-space: nowrap">可以左右滑动查看的很长很长很长的一行字</div>
    <div style="width: 200px; overflow: hidden; white-space: nowrap"><div style="display: flex; transform: translateX(-20px)"><span style="flex: none; width: 200px">第一张</span><span style="flex: none; width: 200px">第二张</span></div></div>
    <div style="width: 200px; overflow: hidden"><div style="margin-left: 250px; white-space: nowrap">不在框里的一页</div></div>
    <div class="adm-notice-bar-content" style="width: 200px; overflow: hidden; white-space: nowrap">恭喜用户138****1234获得200元免息券，两秒后开始滚动</div>`;

  it('reports a text pushed off the screen and one cut by its box; not an ellipsis, a scroll box, a moving slide, a notice bar marquee nor a page wholly outside its box', async () => {
    const page = await harness.open('browser');
    await page.setContent(CASES);
    expect(await offScreenTexts(page, 'cases')).toBe(['cases: text runs off the side of the screen: "¥12,345,678.00 待还"', 'cases: text is cut off by the edge of its box: "星耀 X20 5G 智能手机 曜石黑 12GB+256GB 分期购"'].join('\n'));
  });
});

describe('the screens check finds text fields iOS would zoom into', () => {
  const CASES = `
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <input aria-label="15 px" style="font-size: 15px">
    <input aria-label="16 px" style="font-size: 16px">
    <textarea aria-label="14 px 的多行" style="font-size: 14px"></textarea>
    <input aria-label="see-through" type="tel" style="font-size: 12px; opacity: 0">
    <input aria-label="not shown" style="font-size: 12px; display: none">
    <input aria-label="a checkbox" type="checkbox" style="font-size: 12px">`;

  it('reports a field whose text is under 16 px, also a see-through one; not one of 16 px, one not shown, nor a checkbox', async () => {
    const page = await harness.open('browser');
    await page.setContent(CASES);
    expect(await smallTextFields(page, 'cases')).toBe('cases: text fields under 16 px (iOS zooms into them on focus): 15 px (15px), 14 px 的多行 (14px), see-through (12px)');
  });
});
