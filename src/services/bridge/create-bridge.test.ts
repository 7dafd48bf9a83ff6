import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { detectShell } from './detect-shell';
import { fakeFlutterHost, fakeWindow } from './fake-host.test-util';
import type { OutgoingMessages, OutgoingName } from './types';

const quietLogger = () => ({ warn: vi.fn() });

describe('shell detection from the user agent', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14) qsh-flutter', 'flutter'],
    ['Mozilla/5.0 (iPhone) qsh-uni', 'uni'],
    ['Mozilla/5.0 (iPhone) Safari', 'browser'],
  ])('%s -> %s', (ua, shell) => expect(detectShell(ua)).toBe(shell));
});

describe('page -> native messages are sent as one JSON envelope each', () => {
  const cases: [OutgoingName, OutgoingMessages[OutgoingName], 'request' | 'post'][] = [
    ['getAppChannel', { url: 'https://m.qsh.example/?a=1' }, 'request'],
    ['getKeyLoginResponse', undefined, 'request'],
    ['getAppStore', undefined, 'request'],
    ['appVersion', undefined, 'request'],
    ['getBundleId', undefined, 'request'],
    ['jumpPage', { jumpUrl: 'https://m.qsh.example/p', query: { id: '1' } }, 'post'],
    ['goBack', undefined, 'post'],
    ['logout', undefined, 'post'],
    ['reloadUser', undefined, 'post'],
    ['oneKeyLogin', undefined, 'post'],
    ['requestPermission', { permission: 'camera' }, 'request'],
    ['pickContact', undefined, 'request'],
  ];
  it.each(cases)('%s', (name, payload, kind) => {
    const { win, sent } = fakeFlutterHost();
    const bridge = createBridge(win);
    if (kind === 'request') void bridge.request(name, payload);
    else bridge.post(name, payload);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ v: 1, name, ...(kind === 'request' ? { id: expect.any(String) } : {}), ...(payload ? { payload } : {}) });
  });
});

describe('native -> page replies resolve the matching request', () => {
  it.each([
    ['getAppChannel', 'C016'],
    ['getAppStore', 'huawei'],
    ['appVersion', 'v3.0.3'],
    ['getBundleId', 'com.qsh.app'],
  ] as const)('%s reply with the request id resolves with its value', async (name, value) => {
    const { win, sent, answer } = fakeFlutterHost();
    const reply = createBridge(win).request(name);
    answer({ v: 1, id: sent[0]?.id, name, value });
    await expect(reply).resolves.toBe(value);
  });

  it('getKeyLoginResponse is answered by oneKeyLoginResponse (object with token and userInfo)', async () => {
    const { win, sent, answer } = fakeFlutterHost();
    const reply = createBridge(win).request('getKeyLoginResponse');
    answer({ v: 1, id: sent[0]?.id, name: 'oneKeyLoginResponse', value: { token: 't', userInfo: { id: '1' } } });
    await expect(reply).resolves.toEqual({ token: 't', userInfo: { id: '1' } });
  });

  it('a host that does not echo ids answers by message name, oldest request first', async () => {
    const { win, answer } = fakeFlutterHost();
    const reply = createBridge(win).request('getAppStore');
    answer({ v: 1, name: 'getAppStore', value: 'xiaomi' });
    await expect(reply).resolves.toBe('xiaomi');
  });
});

describe('native-initiated messages reach subscribers', () => {
  it.each([
    ['getAppChannel', 'C000'],
    ['oneKeyLoginResponse', 'bare-token'],
    ['getAppStore', 'vivo'],
    ['appVersion', 'v4.0.1'],
    ['getBundleId', 'com.qsh.verify'],
    ['getH5Url', '/my/bill'],
    ['reloadUrl', undefined],
    ['tabbarShow', undefined],
    ['refreshWebView', undefined],
    ['h5GoBack', undefined],
  ] as const)('%s', (name, value) => {
    const { win, answer } = fakeFlutterHost();
    const handler = vi.fn();
    createBridge(win).on(name, handler);
    answer({ v: 1, name, value });
    expect(handler).toHaveBeenCalledWith(value);
  });

  it('unsubscribing stops delivery', () => {
    const { win, answer } = fakeFlutterHost();
    const handler = vi.fn();
    const off = createBridge(win).on('tabbarShow', handler);
    off();
    answer({ v: 1, name: 'tabbarShow' });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('malformed messages are dropped and logged, never thrown', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a wrong protocol version', JSON.stringify({ v: 2, name: 'tabbarShow' })],
    ['an unknown name', JSON.stringify({ v: 1, name: 'formatDisk' })],
    ['a reply to an unknown request', JSON.stringify({ v: 1, id: 'nope', name: 'appVersion', value: 'v1' })],
    ['a protocol-relative getH5Url', JSON.stringify({ v: 1, name: 'getH5Url', value: '//evil.example/' })],
    ['a non-string getAppChannel', JSON.stringify({ v: 1, name: 'getAppChannel', value: 42 })],
    ['an array', '[1,2]'],
    ['null', null],
  ])('%s', (_label, raw) => {
    const { win } = fakeFlutterHost();
    const logger = quietLogger();
    const handler = vi.fn();
    const bridge = createBridge(win, logger);
    bridge.on('getH5Url', handler);
    bridge.on('getAppChannel', handler);
    expect(() => win.__qshBridgeReceive(raw)).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('[qsh-bridge] dropped'), raw);
  });

  it('a handler that throws is logged and the others still run', () => {
    const { win, answer } = fakeFlutterHost();
    const logger = quietLogger();
    const bridge = createBridge(win, logger);
    const second = vi.fn();
    bridge.on('tabbarShow', () => {
      throw new Error('boom');
    });
    bridge.on('tabbarShow', second);
    expect(() => answer({ v: 1, name: 'tabbarShow' })).not.toThrow();
    expect(second).toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('adapters', () => {
  it('flutter_inappwebview: queued until flutterInAppWebViewPlatformReady, reply taken from callHandler', async () => {
    const win = fakeWindow('qsh-flutter');
    const bridge = createBridge(win);
    const reply = bridge.request('appVersion');
    const callHandler = vi.fn((_name: string, json: string) =>
      Promise.resolve(JSON.stringify({ v: 1, id: (JSON.parse(json) as { id: string }).id, name: 'appVersion', value: 'v3.1.0' })),
    );
    Object.assign(win, { flutter_inappwebview: { callHandler } });
    win.dispatchEvent(new Event('flutterInAppWebViewPlatformReady'));
    expect(callHandler).toHaveBeenCalledWith('qshBridge', expect.stringContaining('"appVersion"'));
    await expect(reply).resolves.toBe('v3.1.0');
  });

  it('uni-app: uni.postMessage({data}) with the envelope JSON under data.qshBridge', () => {
    const postMessage = vi.fn();
    const win = fakeWindow('qsh-uni', { uni: { postMessage } });
    createBridge(win).post('jumpPage', { jumpUrl: '/x' });
    expect(postMessage).toHaveBeenCalledWith({ data: { qshBridge: '{"v":1,"name":"jumpPage","payload":{"jumpUrl":"/x"}}' } });
  });

  it('uni-app SDK 1.5.5: webUni.postMessage after UniAppJSBridgeReady on document', () => {
    const win = fakeWindow('qsh-uni');
    const bridge = createBridge(win);
    bridge.post('goBack');
    const postMessage = vi.fn();
    Object.assign(win, { webUni: { postMessage } });
    win.document.dispatchEvent(new Event('UniAppJSBridgeReady'));
    expect(postMessage).toHaveBeenCalledWith({ data: { qshBridge: '{"v":1,"name":"goBack"}' } });
  });

  it('plain browser: requests resolve undefined, posts are no-ops, goBack uses history', async () => {
    const win = fakeWindow('Mozilla/5.0 Safari');
    const bridge = createBridge(win);
    expect(bridge.shell).toBe('browser');
    await expect(bridge.request('getAppChannel', { url: '/' })).resolves.toBeUndefined();
    expect(() => bridge.post('logout')).not.toThrow();
    bridge.post('goBack');
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });
});
