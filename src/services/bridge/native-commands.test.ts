import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { fakeFlutterHost } from './fake-host.test-util';
import { bindNativeCommands } from './native-commands';
import { PERMISSION_DENIED_TEXT, pickNativeContact, requestNativePermission } from './permissions';

function setup() {
  const host = fakeFlutterHost();
  const bridge = createBridge(host.win);
  const handlers = { replaceRoute: vi.fn(), reload: vi.fn(), showTabBar: vi.fn(), goBack: vi.fn() };
  bindNativeCommands(bridge, handlers);
  return { ...host, bridge, handlers };
}

describe('native commands', () => {
  it('getH5Url replaces the route with the path sent', () => {
    const { answer, handlers } = setup();
    answer({ v: 1, name: 'getH5Url', value: '/member/buy?id=1' });
    expect(handlers.replaceRoute).toHaveBeenCalledWith('/member/buy?id=1');
  });
  it('reloadUrl reloads the page', () => {
    const { answer, handlers } = setup();
    answer({ v: 1, name: 'reloadUrl' });
    expect(handlers.reload).toHaveBeenCalledTimes(1);
  });
  it('tabbarShow shows the tab bar', () => {
    const { answer, handlers } = setup();
    answer({ v: 1, name: 'tabbarShow' });
    expect(handlers.showTabBar).toHaveBeenCalledTimes(1);
  });
  it('refreshWebView does nothing', () => {
    const { answer, handlers } = setup();
    answer({ v: 1, name: 'refreshWebView' });
    Object.values(handlers).forEach((h) => expect(h).not.toHaveBeenCalled());
  });
  it('h5GoBack goes back', () => {
    const { answer, handlers } = setup();
    answer({ v: 1, name: 'h5GoBack' });
    expect(handlers.goBack).toHaveBeenCalledTimes(1);
  });
});

describe('native permissions and contacts', () => {
  it.each(['camera', 'contacts', 'microphone'] as const)('%s resolves when the app answers Y', async (permission) => {
    const { win } = fakeFlutterHost({ requestPermission: 'Y' });
    await expect(requestNativePermission(createBridge(win), permission)).resolves.toBeUndefined();
  });
  it.each(['N', '', 'yes'])('rejects with 获取权限失败, 请到手机设置开启 when the app answers %j', async (value) => {
    const { win } = fakeFlutterHost({ requestPermission: value });
    await expect(requestNativePermission(createBridge(win), 'camera')).rejects.toThrow(PERMISSION_DENIED_TEXT);
  });
  it('a picked contact arrives with quotes stripped and phones cut to 20 characters', async () => {
    const { win } = fakeFlutterHost({ pickContact: { contactName: '"王五"', contactPhone1: '1'.repeat(25) } });
    await expect(pickNativeContact(createBridge(win))).resolves.toEqual({
      contactName: '王五',
      contactPhone1: '1'.repeat(20),
      contactPhone2: '',
      contactPhone3: '',
    });
  });
});
