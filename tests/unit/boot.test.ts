import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@/app/app';
import { createGatewayHost } from '@/app/boot/gateway-host';
import { applyHandshake, takeHandshake } from '@/app/boot/handshake';
import { runHandshake } from '@/services/bridge';
import type { UiFeedback } from '@/app/overlays/feedback';
import { routeTable } from '@/app/route-table';
import { RootStore, memoryStorage } from '@/stores';
import { fakeBridge, fakeGateway } from './support/fakes';

const info = { id: 'u1', phone: '13800000000', flow: 'FINISH' as const };

function setup(path = '/my/bill', shell: 'browser' | 'flutter' = 'flutter') {
  window.history.replaceState(null, '', path);
  const bridge = fakeBridge(shell, {
    getAppChannel: 'C016',
    getKeyLoginResponse: { token: 'native-token', userInfo: info },
    getAppStore: 'huawei',
    appVersion: 'v3.0.5',
    getBundleId: 'com.example.qsh',
  });
  const gateway = fakeGateway({ SF003: info });
  const stores = new RootStore({ storage: memoryStorage(), gateway, app: { variant: 'official', shell } });
  const navigate = vi.fn(async () => undefined);
  const router = { navigate } as unknown as AppRouter;
  const feedback: UiFeedback = { alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true), toast: vi.fn(), showLoading: vi.fn(() => () => undefined), dismissQuestion: vi.fn() };
  const host = createGatewayHost({ stores: () => stores, router: () => router, bridge, feedback, routes: routeTable });
  return { bridge, stores, navigate, host };
}

describe('gateway host', () => {
  it('on a session error logs out, tells the app, and sends a page that needs login to /login', () => {
    const { host, stores, bridge, navigate } = setup('/my/bill?x=1');
    stores.user.setToken('t');
    host.onSessionExpired();
    expect(stores.user.isLoggedIn).toBe(false);
    expect(bridge.posted).toContainEqual({ name: 'logout', payload: undefined });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmy%2Fbill%3Fx%3D1', { replace: true });
  });

  it('on a session error stays on a page that works for guests', () => {
    const { host, navigate } = setup('/product/index');
    host.onSessionExpired();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /my/bill for an overdue bill and asks the app to reload the user for a missing member record', () => {
    const { host, navigate, bridge } = setup('/');
    host.onBillOverdue();
    expect(navigate).toHaveBeenCalledWith('/my/bill');
    host.onMemberRecordMissing();
    expect(bridge.posted).toContainEqual({ name: 'reloadUser', payload: undefined });
  });

  it('sends the token and, in an app shell, the version headers', () => {
    const { host, stores } = setup('/');
    stores.user.setToken('tok');
    stores.app.setAppVersion('v3.0.5');
    stores.app.setBundleId('com.example.qsh');
    expect(host.getToken()).toBe('tok');
    expect(host.getHeaders()).toMatchObject({ DL_CHANNEL: 'C004', APP_VERSION: 'v3.0.5', version: 'v3.0.5', versionNum: '305', bundleId: 'com.example.qsh' });
  });
});

describe('startup handshake', () => {
  it('takes the channel, store, version and native login into the stores before mount', async () => {
    const { bridge, stores } = setup('/');
    expect(await takeHandshake(runHandshake(bridge, { url: window.location.href }), stores, true)).toBe(true);
    expect(bridge.posted.map((m) => m.name)).toEqual(['getAppChannel', 'getKeyLoginResponse', 'getAppStore', 'appVersion']);
    expect(stores.app.channel).toBe('C016');
    expect(stores.app.appStore).toBe('huawei');
    expect(stores.app.appVersionNum).toBe(305);
    expect(stores.user.token).toBe('native-token');
    expect(stores.user.info).toEqual(info);
  });

  it('a native login with a token alone loads the user info once, and says so, so start-up does not load it again', async () => {
    window.history.replaceState(null, '', '/');
    const bridge = fakeBridge('flutter', { getKeyLoginResponse: { token: 'native-token' } });
    const gateway = fakeGateway({ SF003: info });
    const stores = new RootStore({ storage: memoryStorage(), gateway, app: { variant: 'official', shell: 'flutter' } });
    expect(await takeHandshake(runHandshake(bridge, { url: window.location.href }), stores, true)).toBe(true);
    expect(stores.user.info).toEqual(info);
    expect(gateway.call.mock.calls.filter(([api]) => api === 'SF003')).toHaveLength(1);
  });

  it('without a native login the user info is not current yet (start-up loads it)', async () => {
    const { stores } = setup('/');
    expect(await applyHandshake(stores, { timedOut: true, channel: 'C004' } as never)).toBe(false);
  });

  it('does not wait for the native app when told not to (agreement and download pages), and applies later', async () => {
    const { stores } = setup('/agreement/privacy');
    let answer: (value: { timedOut: boolean; channel: string }) => void = () => undefined;
    const pending = new Promise<{ timedOut: boolean; channel: string }>((resolve) => (answer = resolve));
    await expect(takeHandshake(pending, stores, false)).resolves.toBe(false);
    expect(stores.app.channel).toBe('C004');
    answer({ timedOut: false, channel: 'C016' });
    await vi.waitFor(() => expect(stores.app.channel).toBe('C016'));
  });

  it('does nothing in a plain browser (no handshake runs)', async () => {
    const { stores } = setup('/', 'browser');
    await takeHandshake(undefined, stores, true);
    expect(stores.app.channel).toBe('C004');
  });

  it('leaves values that did not arrive untouched', async () => {
    const { stores } = setup('/');
    stores.user.setToken('kept');
    await applyHandshake(stores, { timedOut: true, channel: 'C000' });
    expect(stores.app.channel).toBe('C000');
    expect(stores.user.token).toBe('kept');
  });
});
