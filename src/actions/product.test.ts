import { describe, expect, it } from 'vitest';
import type { Product } from './action.schema';
import { CREDIT_CONFIRM } from './credit-gate';
import { createDispatcher } from './dispatcher';
import { createFakeHost, type Call } from './testing/fake-host';

const TYPES = ['H5', 'FORM', 'JOIN', 'JOIN_ONLY', 'JOIN_WHOLE', 'CASH_LOAN_SXG', 'CASH_LOAN_SELF', 'CREDIT_BILL'] as const;
const USERS = ['guest', 'IDCARD', 'INFO', 'FINISH'] as const;
const LINK = 'https://partner.example.com/apply';
const JOIN_LINK = 'https://join.example.com/welcome';

/** What a logged-in user who passed the gates sees, per type, in a browser. */
const BROWSER_TARGET: Record<(typeof TYPES)[number], Call[]> = {
  H5: [['recordVisit', { objectType: 'PRODUCT', objectId: 'P1' }], ['openExternal', LINK]],
  FORM: [['navigate', '/order-apply?productId=P1']],
  JOIN: [['navigate', '/product/detail?productId=P1']],
  JOIN_ONLY: [['openExternal', JOIN_LINK]],
  JOIN_WHOLE: [['navigate', '/product/whole-detail?productId=P1']],
  CASH_LOAN_SXG: [['navigate', '/cash-loan?productId=P1']],
  CASH_LOAN_SELF: [['navigate', '/cash-loan2?productId=P1']],
  CREDIT_BILL: [['navigate', '/product/recommend']],
};

function expected(type: (typeof TYPES)[number], user: (typeof USERS)[number], isCredit: 'Y' | 'N'): Call[] {
  if (user === 'guest') return [['navigate', '/login?redirect=%2Fproduct%2Findex']];
  if (isCredit === 'Y' && user !== 'FINISH') {
    return [['confirm', CREDIT_CONFIRM], ['navigate', user === 'INFO' ? '/cust-info-result' : '/credit-facilities']];
  }
  return BROWSER_TARGET[type];
}

const rows = TYPES.flatMap((type) => USERS.flatMap((user) => (['Y', 'N'] as const).map((isCredit) => ({ type, user, isCredit }))));

describe('product actions in a browser: type x user x isCredit', () => {
  it.each(rows)('$type, $user, isCredit $isCredit', async ({ type, user, isCredit }) => {
    const host = createFakeHost({
      flow: user === 'guest' ? undefined : user,
      currentPath: '/product/index',
      answers: { SF204: { code: 1, link: JOIN_LINK } },
    });
    const product: Product = { productId: 'P1', id: 7, type, isCredit, link: LINK, name: 'p' };
    await createDispatcher(host)({ kind: 'product', product });
    expect(host.calls).toEqual(expected(type, user, isCredit));
    const joined = type === 'JOIN_ONLY' && user !== 'guest' && (isCredit === 'N' || user === 'FINISH');
    expect(host.requests).toEqual(joined ? [{ apiCode: 'SF204', fields: { id: 'P1' }, raw: false }] : []);
    expect(host.reports).toEqual([]);
  });
});

describe('product actions in a native shell', () => {
  it.each(['flutter', 'uni'] as const)('%s: a guest gets one-key login and nothing else', async (shell) => {
    const host = createFakeHost({ shell });
    await createDispatcher(host)({ kind: 'product', product: { productId: 'P1', type: 'FORM', isCredit: 'Y' } });
    expect(host.calls).toEqual([['bridge', 'oneKeyLogin']]);
  });

  it.each(['flutter', 'uni'] as const)('%s: H5 opens in an app web view (jumpPage) and records a visit', async (shell) => {
    const host = createFakeHost({ shell, flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'product', product: { id: 9, type: 'H5', link: LINK } });
    expect(host.calls).toEqual([
      ['recordVisit', { objectType: 'PRODUCT', objectId: '9' }],
      ['bridge', 'jumpPage', { jumpUrl: LINK }],
    ]);
  });

  it('H5 in a browser waits for its visit record before the link replaces the app (a request still running would be cancelled)', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    let sent: () => void = () => undefined;
    host.recordVisit = (visit) => {
      host.calls.push(['recordVisit', visit]);
      return new Promise<void>((resolve) => (sent = resolve));
    };
    const done = createDispatcher(host)({ kind: 'product', product: { id: 9, type: 'H5', link: LINK } });
    await new Promise((r) => setTimeout(r, 10));
    expect(host.calls).toEqual([['recordVisit', { objectType: 'PRODUCT', objectId: '9' }]]);
    sent();
    await done;
    expect(host.calls.at(-1)).toEqual(['openExternal', LINK]);
  });
});

describe('product edge cases', () => {
  it('credit confirm cancelled: nothing else happens', async () => {
    const host = createFakeHost({ flow: 'IDCARD', confirmAnswer: false });
    await createDispatcher(host)({ kind: 'product', product: { productId: 'P1', type: 'FORM', isCredit: 'Y' } });
    expect(host.calls).toEqual([['confirm', CREDIT_CONFIRM]]);
  });

  it('logged in without user info: loads it (SF003) before the credit gate', async () => {
    const host = createFakeHost({ flow: 'none', answers: { SF003: { id: 'u1', flow: 'FINISH' } } });
    await createDispatcher(host)({ kind: 'product', product: { productId: 'P1', type: 'FORM', isCredit: 'Y' } });
    expect(host.requests.map((r) => r.apiCode)).toEqual(['SF003']);
    expect(host.calls).toEqual([['navigate', '/order-apply?productId=P1']]);
  });

  it('user info that cannot load: reported, no confirm, no navigation', async () => {
    const host = createFakeHost({ flow: 'none', answers: { SF003: () => Promise.reject(new Error('down')) } });
    await createDispatcher(host)({ kind: 'product', product: { productId: 'P1', type: 'FORM', isCredit: 'Y' } });
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('productId falls back to id', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'product', product: { id: 42, type: 'JOIN' } });
    expect(host.calls).toEqual([['navigate', '/product/detail?productId=42']]);
  });

  it('a product without any id is reported and goes nowhere', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'product', product: { type: 'CASH_LOAN_SXG' } });
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('H5 link refused by the URL gate: toast and report, no visit', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'product', product: { id: 1, type: 'H5', link: 'javascript:alert(1)' } });
    expect(host.calls).toEqual([['toast', '链接暂时无法打开']]);
    expect(host.reports[0]?.message).toMatch(/gate/);
  });

  it('H5 without a link is reported', async () => {
    const host = createFakeHost({ flow: 'FINISH', shell: 'flutter' });
    await createDispatcher(host)({ kind: 'product', product: { id: 1, type: 'H5' } });
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('CREDIT_BILL marks the recommend tab active', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'product', product: { id: 1, type: 'CREDIT_BILL' } });
    expect(host.stores.menu.activeIndexLocal).toBe(1);
  });
});
