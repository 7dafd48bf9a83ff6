import { describe, expect, it } from 'vitest';
import { createDispatcher } from './dispatcher';
import { createFakeHost } from './testing/fake-host';

const joinOnly = { kind: 'product', product: { productId: 'J1', type: 'JOIN_ONLY', isCredit: 'N' } } as const;

describe('JOIN_ONLY join order (SF204)', () => {
  it('a double tap sends one request', async () => {
    let release: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (release = resolve));
    const host = createFakeHost({ flow: 'FINISH', answers: { SF204: () => pending } });
    const dispatch = createDispatcher(host);
    const first = dispatch(joinOnly);
    const second = dispatch(joinOnly);
    await second;
    release({ code: 1, link: 'https://join.example.com/ok' });
    await first;
    expect(host.requests).toEqual([{ apiCode: 'SF204', fields: { id: 'J1' }, raw: false }]);
    expect(host.calls).toEqual([['openExternal', 'https://join.example.com/ok']]);
  });

  it('a later tap, after the first finished, sends again', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { SF204: { code: 0 } } });
    const dispatch = createDispatcher(host);
    await dispatch(joinOnly);
    await dispatch(joinOnly);
    expect(host.requests).toHaveLength(2);
  });

  it('different products are not blocked by each other', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { SF204: () => new Promise(() => undefined) } });
    const dispatch = createDispatcher(host);
    void dispatch(joinOnly);
    void dispatch({ kind: 'product', product: { productId: 'J2', type: 'JOIN_ONLY' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.requests.map((r) => r.fields)).toEqual([{ id: 'J1' }, { id: 'J2' }]);
  });

  it('code 1 in a shell opens the link in the app web view', async () => {
    const host = createFakeHost({ shell: 'flutter', flow: 'FINISH', answers: { SF204: { code: '1', link: 'https://join.example.com/ok' } } });
    await createDispatcher(host)(joinOnly);
    expect(host.calls).toEqual([['bridge', 'jumpPage', { jumpUrl: 'https://join.example.com/ok' }]]);
  });

  it.each([{ code: 0 }, { code: 2, link: 'https://join.example.com/x' }, { code: '0' }])('code %j -> toast 已注册', async (answer) => {
    const host = createFakeHost({ flow: 'FINISH', answers: { SF204: answer } });
    await createDispatcher(host)(joinOnly);
    expect(host.calls).toEqual([['toast', '已注册']]);
  });

  it('a failed SF204 is reported, the dispatcher resolves, and the guard is released', async () => {
    let fail = true;
    const host = createFakeHost({
      flow: 'FINISH',
      answers: { SF204: () => (fail ? Promise.reject(new Error('down')) : { code: 0 }) },
    });
    const dispatch = createDispatcher(host);
    await expect(dispatch(joinOnly)).resolves.toBeUndefined();
    expect(host.reports.map((r) => r.message)).toEqual(['action failed']);
    fail = false;
    await dispatch(joinOnly);
    expect(host.calls).toEqual([['toast', '已注册']]);
  });

  it('an answer without a code is reported, no toast', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { SF204: 'weird' } });
    await createDispatcher(host)(joinOnly);
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });
});
