import { beforeAll, describe, expect, it } from 'vitest';
import { screenProblems, waitForMount } from './support/app';
import { setUpHarness } from './support/harness';
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
