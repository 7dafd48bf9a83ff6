import { describe, expect, it } from 'vitest';
import { createDispatcher } from './dispatcher';
import { createFakeHost } from './testing/fake-host';

describe('logout ends the session on the server, here and in the native app', () => {
  it.each(['browser', 'flutter', 'uni'] as const)('calls UC012, clears token and info, posts logout and replaces the page with /my (%s)', async (shell) => {
    const host = createFakeHost({ shell, flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'logout' });
    expect(host.requests.map((r) => r.apiCode)).toEqual(['UC012']);
    expect(host.stores.user.token).toBeUndefined();
    expect(host.stores.user.info).toBeUndefined();
    expect(host.calls).toEqual([['bridge', 'logout'], ['navigate', '/my', { replace: true }]]);
  });

  it('asks first when the action carries a confirm text, and does nothing on 取消', async () => {
    const host = createFakeHost({ flow: 'FINISH', confirmAnswer: false });
    await createDispatcher(host)({ kind: 'logout', confirm: '确定退出登录吗？' });
    expect(host.calls).toEqual([['confirm', { title: '提示', content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' }]]);
    expect(host.requests).toEqual([]);
    expect(host.stores.user.isLoggedIn).toBe(true);
  });

  it('a failing UC012 still logs out on the device (reported)', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { UC012: () => Promise.reject(new Error('请求失败')) } });
    await createDispatcher(host)({ kind: 'logout', to: '/' });
    expect(host.stores.user.isLoggedIn).toBe(false);
    expect(host.calls).toEqual([['bridge', 'logout'], ['navigate', '/', { replace: true }]]);
    expect(host.reports).toHaveLength(1);
  });

  it('endSession false (account cancelled) skips UC012 but still clears and tells the app', async () => {
    const host = createFakeHost({ shell: 'uni', flow: 'INFO' });
    await createDispatcher(host)({ kind: 'logout', endSession: false, to: '/' });
    expect(host.requests).toEqual([]);
    expect(host.stores.user.isLoggedIn).toBe(false);
    expect(host.calls).toEqual([['bridge', 'logout'], ['navigate', '/', { replace: true }]]);
  });
});

describe('clearCache', () => {
  it('asks the host to clear and says 缓存已清除', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'clearCache' });
    expect(host.calls).toEqual([['clearCache'], ['toast', '缓存已清除']]);
  });
});
