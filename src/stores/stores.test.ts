import { describe, expect, it, vi } from 'vitest';
import { RootStore } from './root-store';
import { memoryStorage, STORAGE_KEYS, type KeyValueStorage } from './persist';
import { toRouterUrl, DEFAULT_TABS } from './menu-store';
import type { Gateway } from '@/services/gateway/types';

const info = { id: 'u1', phone: '13800000000', flow: 'FINISH' as const };

function fakeGateway(overrides: Partial<Record<string, unknown>> = {}): Pick<Gateway, 'call'> {
  const answers: Record<string, unknown> = { SF003: info, BA015: { list: DEFAULT_TABS }, ...overrides };
  return { call: vi.fn(async (apiCode: string) => answers[apiCode]) as unknown as Gateway['call'] };
}

function makeStores(storage: KeyValueStorage = memoryStorage(), gateway = fakeGateway()) {
  return new RootStore({ storage, gateway, app: { variant: 'official', shell: 'browser' } });
}

describe('store persistence', () => {
  it('round-trips the token, user info, tab bar and active tab through storage', () => {
    const storage = memoryStorage();
    const first = makeStores(storage);
    first.user.setToken('t-1');
    first.user.setInfo(info);
    first.menu.setTabbarList([{ name: '首页', url: 'https://h5.example.com/#/' }, { name: '我的', url: '/my' }]);
    first.menu.setActiveIndex(1);
    first.app.setAppVersion('v3.0.4');

    const second = makeStores(storage);
    expect(second.user.token).toBe('t-1');
    expect(second.user.info).toEqual(info);
    expect(second.user.isLoggedIn).toBe(true);
    expect(second.menu.tabs.map((t) => t.routerUrl)).toEqual(['/', '/my']);
    expect(second.menu.activeIndexLocal).toBe(1);
    expect(second.app.appVersionNum).toBe(304);
  });

  it('falls back to defaults when storage holds corrupt data', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.token]: 't-2',
      [STORAGE_KEYS.userInfo]: '{not json',
      [STORAGE_KEYS.tabbarList]: '[{"name":1}]',
      [STORAGE_KEYS.activeIndex]: '"x"',
      [STORAGE_KEYS.appVersion]: 'garbage',
    });
    const stores = makeStores(storage);
    expect(stores.user.info).toBeUndefined();
    expect(stores.menu.tabbarList).toEqual(DEFAULT_TABS);
    expect(stores.menu.activeIndexLocal).toBe(0);
    expect(stores.app.appVersionNum).toBe(0);
  });

  it('keeps working when storage itself throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const stores = makeStores(broken);
    expect(stores.user.isLoggedIn).toBe(false);
    stores.user.setToken('t-3');
    expect(stores.user.token).toBe('t-3');
  });

  it('ignores user info stored without a token', () => {
    const stores = makeStores(memoryStorage({ [STORAGE_KEYS.userInfo]: JSON.stringify(info) }));
    expect(stores.user.info).toBeUndefined();
  });
});

describe('user store', () => {
  it('logout clears the token and the user info, in memory and in storage', () => {
    const storage = memoryStorage();
    const stores = makeStores(storage);
    stores.user.setToken('t');
    stores.user.setInfo(info);
    stores.user.logout();
    expect(stores.user.token).toBeUndefined();
    expect(stores.user.info).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('reloads user info (SF003) only when logged in', async () => {
    const gateway = fakeGateway();
    const stores = makeStores(memoryStorage(), gateway);
    await expect(stores.user.reloadInfo()).resolves.toBeUndefined();
    expect(gateway.call).not.toHaveBeenCalled();
    stores.user.setToken('t');
    await expect(stores.user.reloadInfo()).resolves.toEqual(info);
    expect(stores.user.flow).toBe('FINISH');
  });

  it('flags state changes made outside actions (strict mode)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stores = makeStores();
    (stores.user as { token: string | undefined }).token = 'sneaky';
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[MobX]'));
  });
});

describe('menu store', () => {
  it('derives routerUrl from hash, absolute and plain urls', () => {
    expect(toRouterUrl('https://h5.example.com/index.html#/product/recommend?x=1')).toBe('/product/recommend');
    expect(toRouterUrl('https://h5.example.com/installment')).toBe('/installment');
    expect(toRouterUrl('/my')).toBe('/my');
    expect(toRouterUrl('#/')).toBe('/');
  });

  it('loads the tab bar with BA015 appNative N and keeps the old list when it fails', async () => {
    const gateway = fakeGateway({ BA015: { list: [{ name: '首页', url: '/' }] } });
    const stores = makeStores(memoryStorage(), gateway);
    await stores.menu.load();
    expect(gateway.call).toHaveBeenCalledWith('BA015', { appNative: 'N' });
    expect(stores.menu.tabs).toHaveLength(1);

    const failing = { call: vi.fn(async () => Promise.reject(new Error('down'))) as unknown as Gateway['call'] };
    const other = makeStores(memoryStorage(), failing);
    await other.menu.load();
    expect(other.menu.tabbarList).toEqual(DEFAULT_TABS);
  });
});

describe('app store', () => {
  it('defaults to redTheme, the official variant and channel C004', () => {
    const stores = makeStores();
    expect(stores.app.theme).toBe('redTheme');
    expect(stores.app.channel).toBe('C004');
    expect(stores.app.inAppShell).toBe(false);
  });
});

describe('login replies (spec §4)', () => {
  it('stores the token and sets the info when the reply has both', async () => {
    const gateway = fakeGateway();
    const stores = makeStores(memoryStorage(), gateway);
    await stores.user.applyLoginReply({ token: 'a', userInfo: { id: 'u9', phone: '13900000000', flow: 'INFO' } });
    expect(stores.user.token).toBe('a');
    expect(stores.user.flow).toBe('INFO');
    expect(gateway.call).not.toHaveBeenCalled();
  });

  it('stores a token without user info and fetches the info', async () => {
    const gateway = fakeGateway();
    const stores = makeStores(memoryStorage(), gateway);
    await stores.user.applyLoginReply({ token: 'b' });
    expect(stores.user.token).toBe('b');
    expect(gateway.call).toHaveBeenCalledWith('SF003', {});
    expect(stores.user.info).toEqual(info);
  });

  it('stores a bare-string token and fetches the info', async () => {
    const gateway = fakeGateway();
    const stores = makeStores(memoryStorage(), gateway);
    await stores.user.applyLoginReply('c');
    expect(stores.user.token).toBe('c');
    expect(stores.user.info).toEqual(info);
  });

  it('logs out locally when the reply carries no token', async () => {
    const stores = makeStores();
    stores.user.setToken('old');
    stores.user.setInfo(info);
    await stores.user.applyLoginReply({ userInfo: info });
    expect(stores.user.isLoggedIn).toBe(false);
    expect(stores.user.info).toBeUndefined();
  });

  it('accepts the gateway login answer {appToken, userInfo}', async () => {
    const stores = makeStores();
    await stores.user.applyLoginReply({ appToken: 'd', userInfo: info });
    expect(stores.user.token).toBe('d');
    expect(stores.user.info).toEqual(info);
  });
});
