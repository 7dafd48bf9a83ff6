import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/services/gateway/types';
import { createDispatcher } from './dispatcher';
import { isAction } from './guard';
import { createFakeHost } from './testing/fake-host';

const receive = {
  kind: 'call',
  api: 'AC005',
  params: { templateId: 11 },
  onSuccess: { toast: '领取成功', reload: ['coupons'], navigate: { kind: 'navigate', to: '/my' } },
} as const;

describe('call action with an apiCode', () => {
  it('is one shape of the call kind; phone and api together are refused', () => {
    expect(isAction(receive)).toBe(true);
    expect(isAction({ kind: 'call', phone: '4008208820' })).toBe(true);
    expect(isAction({ kind: 'call', phone: '4008208820', api: 'AC005' })).toBe(false);
    expect(isAction({ kind: 'call', api: 'AC005', onSuccess: { toast: 1 } })).toBe(false);
  });

  it('calls the gateway, then toasts, reloads the named page sources and navigates', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { AC005: { templateId: 11 } } });
    const reload = vi.fn();
    await createDispatcher(host)(receive, { reload });
    expect(host.requests).toEqual([{ apiCode: 'AC005', fields: { templateId: 11 }, raw: true }]);
    expect(host.calls).toEqual([['toast', '领取成功'], ['navigate', '/my']]);
    expect(reload).toHaveBeenCalledWith(['coupons']);
  });

  it('on failure shows the gateway message unless the page gives its own, and runs onFailure', async () => {
    const refused = () => {
      throw new GatewayError('您已领取过该优惠券', 'business', '3811');
    };
    const host = createFakeHost({ flow: 'FINISH', answers: { AC005: refused } });
    const reload = vi.fn();
    await createDispatcher(host)({ ...receive, onFailure: { reload: ['coupons'] } }, { reload });
    expect(host.calls).toEqual([['toast', '您已领取过该优惠券']]);
    expect(reload).toHaveBeenCalledWith(['coupons']);
    const own = createFakeHost({ flow: 'FINISH', answers: { AC005: refused } });
    await createDispatcher(own)({ ...receive, onFailure: { toast: '来晚了' } });
    expect(own.calls).toEqual([['toast', '来晚了']]);
  });

  it('refuses an apiCode the contract does not mark pageCallable, sending nothing', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { PT004: {} } });
    await createDispatcher(host)({ kind: 'call', api: 'PT004', params: { itemId: 1 } });
    expect(host.requests).toEqual([]);
    expect(host.reports[0]?.message).toMatch(/PT004 is not callable from pages/);
  });

  it('sends a guest to log in first when the apiCode needs a session', async () => {
    const host = createFakeHost({ currentPath: '/block/newCard' });
    await createDispatcher(host)(receive);
    expect(host.requests).toEqual([]);
    expect(host.calls).toEqual([['navigate', '/login?redirect=%2Fblock%2FnewCard']]);
  });

  it('a double tap sends one call', async () => {
    let release: (value: unknown) => void = () => undefined;
    const host = createFakeHost({ flow: 'FINISH', answers: { AC005: () => new Promise((resolve) => (release = resolve)) } });
    const dispatch = createDispatcher(host);
    const first = dispatch(receive);
    await dispatch(receive);
    release({});
    await first;
    expect(host.requests).toHaveLength(1);
  });

  it('reload outside a page is reported, the rest still happens', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { AC005: {} } });
    await createDispatcher(host)(receive);
    expect(host.reports.map((r) => r.message)).toContain('call: reload outside a page; nothing reloaded');
    expect(host.calls).toContainEqual(['toast', '领取成功']);
  });
});
