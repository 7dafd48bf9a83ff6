import { beforeAll, describe, expect, it } from 'vitest';
import { screenProblems, waitForMount } from './support/app';
import { setUpHarness } from './support/harness';
import { logIn, startLoggedIn, type Session } from './support/session';

/**
 * The screens no journey passes through, visited as the demo user (13800000000) in a phone browser:
 * each renders from the reference gateway, passes the accessibility check and is saved as a
 * screenshot (E2E_SCREENSHOTS=1). Visits only: nothing here changes the shared gateway's data.
 */
const SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['goods-list-all', '/goods-list'],
  ['golden-cashier', '/golden/cashier?orderId=O20240001'],
  ['order-result', '/order-result?orderId=O20240001'],
  ['order-finish', '/order-finish?orderId=O20240001'],
  ['telephone-recharge', '/telephone/recharge'],
  ['telephone-result', '/telephone/result?orderId=O20240001'],
  ['cash-loan2', '/cash-loan2?productId=P_CASH_SELF'],
  ['cash-loan-product-list', '/cash-loan-product-list'],
  ['borrow-money-detail', '/borrow-money-detail'],
  ['h5-retrieve', '/h5/retrieve'],
  ['contract-person', '/contract/person'],
  ['contract-zdgz', '/contract/zdgz'],
  ['agreement-privacy', '/agreement/privacy'],
];

const harness = setUpHarness();
let member: Session;

beforeAll(async () => {
  member = await logIn(harness.baseUrl, '13800000000');
});

describe('screens no journey passes through', () => {
  it('render for a member and are accessible', async () => {
    const page = await harness.open('browser');
    await startLoggedIn(page.context(), member);
    const problems: string[] = [];
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await waitForMount(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Wait for the blocks' data: no skeleton left on the page.
      await page.waitForFunction(() => !document.querySelector('#root .adm-skeleton'), undefined, { timeout: 10_000 });
      const found = await screenProblems(page, 'browser', name);
      if (found) problems.push(found);
    }
    expect(problems).toEqual([]);
  });
});
