import { describe, expect, it } from 'vitest';
import { createDispatcher } from './dispatcher';
import { isDialable } from './plain';
import { createFakeHost, type Call, type FakeHostOptions } from './testing/fake-host';

const rows: Array<{ name: string; action: unknown; options?: FakeHostOptions; calls: Call[]; reports?: number }> = [
  { name: 'navigate with query', action: { kind: 'navigate', to: '/goods-list', query: { categoryId: 3, hot: true } }, calls: [['navigate', '/goods-list?categoryId=3&hot=true']] },
  { name: 'navigate replace', action: { kind: 'navigate', to: '/my', replace: true }, calls: [['navigate', '/my', { replace: true }]] },
  { name: 'navigate to a path parameter route', action: { kind: 'navigate', to: '/agreement/privacy' }, calls: [['navigate', '/agreement/privacy']] },
  { name: 'navigate to an unknown route', action: { kind: 'navigate', to: '/nowhere' }, calls: [], reports: 1 },
  { name: 'back', action: { kind: 'back' }, calls: [['back']] },
  { name: 'openUrl allowed (browser)', action: { kind: 'openUrl', url: 'https://help.example.com/faq', title: '帮助' }, calls: [['openExternal', 'https://help.example.com/faq']] },
  { name: 'openUrl allowed (shell)', action: { kind: 'openUrl', url: 'https://help.example.com/faq' }, options: { shell: 'flutter' }, calls: [['bridge', 'jumpPage', { jumpUrl: 'https://help.example.com/faq' }]] },
  { name: 'openUrl refused', action: { kind: 'openUrl', url: 'javascript:alert(1)' }, calls: [['toast', '链接暂时无法打开']], reports: 1 },
  { name: 'call a mobile number', action: { kind: 'call', phone: '13800138000' }, calls: [['openExternal', 'tel:13800138000']] },
  { name: 'call a service number', action: { kind: 'call', phone: '400-820-8820' }, calls: [['openExternal', 'tel:4008208820']] },
  { name: 'call an invalid number', action: { kind: 'call', phone: '12;javascript:' }, calls: [], reports: 1 },
  { name: 'login in a browser', action: { kind: 'login' }, options: { currentPath: '/my?tab=1' }, calls: [['navigate', '/login?redirect=%2Fmy%3Ftab%3D1']] },
  { name: 'login with a redirect', action: { kind: 'login', redirect: '/member' }, calls: [['navigate', '/login?redirect=%2Fmember']] },
  { name: 'login from the login page', action: { kind: 'login' }, options: { currentPath: '/login' }, calls: [['navigate', '/login']] },
  { name: 'login in a shell', action: { kind: 'login' }, options: { shell: 'uni' }, calls: [['bridge', 'oneKeyLogin']] },
  { name: 'login when logged in', action: { kind: 'login' }, options: { flow: 'FINISH' }, calls: [] },
  { name: 'dialog', action: { kind: 'dialog', title: '提示', content: '内容', confirmText: '知道了' }, calls: [['alert', '内容', '提示', '知道了']] },
  { name: 'switchTab', action: { kind: 'switchTab', to: '/installment' }, calls: [['navigate', '/installment']] },
  { name: 'switchTab to a page that is not a tab', action: { kind: 'switchTab', to: '/member' }, calls: [['navigate', '/member']], reports: 1 },
];

describe('plain actions', () => {
  it.each(rows)('$name', async ({ action, options, calls, reports = 0 }) => {
    const host = createFakeHost(options);
    await createDispatcher(host)(action);
    expect(host.calls).toEqual(calls);
    expect(host.reports).toHaveLength(reports);
  });

  it('openUrl inApp opens the in-app iframe popup with its title, on the page it was opened on, in a browser and in a shell alike', async () => {
    for (const shell of ['browser', 'flutter'] as const) {
      const host = createFakeHost({ shell, currentPath: '/order-info?orderId=O1' });
      await createDispatcher(host)({ kind: 'openUrl', url: 'https://help.example.com/faq', title: '帮助', inApp: true });
      expect(host.stores.app.iframe).toEqual({ url: 'https://help.example.com/faq', title: '帮助', openedOn: '/order-info?orderId=O1' });
      expect(host.calls).toEqual([]);
    }
  });

  it('openUrl inApp keeps the URL gate: a refused URL opens nothing and says why', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'openUrl', url: 'javascript:alert(1)', inApp: true });
    expect(host.stores.app.iframe).toBeUndefined();
    expect(host.calls).toEqual([['toast', '链接暂时无法打开']]);
    expect(host.reports).toHaveLength(1);
  });

  it('switchTab marks the tab active', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'switchTab', to: '/my' });
    expect(host.stores.menu.activeIndexLocal).toBe(3);
  });

  it.each([
    ['13800138000', true],
    ['+86 138 0013 8000', true],
    ['010-12345678', true],
    ['', false],
    ['12', false],
    ['tel:1380', false],
    ['1380013800012345678901', false],
  ])('isDialable(%j) is %s', (phone, ok) => {
    expect(isDialable(phone)).toBe(ok);
  });
});
