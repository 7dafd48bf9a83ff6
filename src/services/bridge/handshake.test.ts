import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { fakeFlutterHost } from './fake-host.test-util';
import { requestBundleId, runHandshake, shouldMountImmediately } from './handshake';

const answers = {
  getAppChannel: 'C016',
  getKeyLoginResponse: { token: 't1', userInfo: { id: 'u1' } },
  getAppStore: 'huawei',
  appVersion: 'v3.0.3',
};

describe('startup handshake', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks getAppChannel{url}, getKeyLoginResponse, getAppStore, appVersion strictly one after another', async () => {
    const { win, sent } = fakeFlutterHost(answers, 50);
    const done = runHandshake(createBridge(win), { url: 'https://m.qsh.example/' });
    expect(sent.map((m) => m.name)).toEqual(['getAppChannel']);
    expect(sent[0]?.payload).toEqual({ url: 'https://m.qsh.example/' });
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.map((m) => m.name)).toEqual(['getAppChannel', 'getKeyLoginResponse']);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.map((m) => m.name)).toEqual(['getAppChannel', 'getKeyLoginResponse', 'getAppStore']);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toEqual({
      channel: 'C016',
      loginReply: answers.getKeyLoginResponse,
      appStore: 'huawei',
      appVersion: 'v3.0.3',
      appVersionNum: 303,
      timedOut: false,
    });
  });

  it('sends each request exactly once, even when replies are slow', async () => {
    const { win, sent } = fakeFlutterHost(answers, 2000);
    const done = runHandshake(createBridge(win), { url: '/' });
    await vi.advanceTimersByTimeAsync(8000);
    await done;
    expect(sent.map((m) => m.name)).toEqual(['getAppChannel', 'getKeyLoginResponse', 'getAppStore', 'appVersion']);
  });

  it('after the 10 s deadline logs a timeout and resolves with what it has, sending nothing more', async () => {
    const { win, sent, answer } = fakeFlutterHost();
    const logger = { warn: vi.fn() };
    const done = runHandshake(createBridge(win), { url: '/', logger });
    answer({ v: 1, id: sent[0]?.id, name: 'getAppChannel', value: 'C000' });
    await vi.advanceTimersByTimeAsync(9999);
    expect(logger.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ channel: 'C000', loginReply: undefined, timedOut: true });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('[qsh-bridge] handshake timed out after 10000 ms'), expect.anything());
    answer({ v: 1, id: sent[1]?.id, name: 'oneKeyLoginResponse', value: 'late' });
    await vi.advanceTimersByTimeAsync(10);
    expect(sent).toHaveLength(2);
  });

  it('asks for the bundle id after mount', async () => {
    const { win, sent } = fakeFlutterHost({ getBundleId: 'com.qsh.app' });
    await expect(requestBundleId(createBridge(win))).resolves.toBe('com.qsh.app');
    expect(sent.map((m) => m.name)).toEqual(['getBundleId']);
  });
});

describe('agreement and download pages mount at once', () => {
  it.each(['/agreement/privacy', '/download/register', '/download/product'])('%s mounts immediately', (path) =>
    expect(shouldMountImmediately(path)).toBe(true),
  );
  it.each(['/', '/my/bill', '/login'])('%s waits for the handshake', (path) => expect(shouldMountImmediately(path)).toBe(false));
});
