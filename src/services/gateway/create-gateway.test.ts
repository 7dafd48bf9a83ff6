import { describe, expect, it, vi } from 'vitest';
import { createGateway } from './create-gateway';
import { envelope, fakeHost, fakeServer } from './fake-host.test-util';

function setup(token?: string) {
  const fake = fakeHost(token);
  const server = fakeServer((req) => envelope('0000', '', { echo: req.body }));
  const gateway = createGateway(fake.host, { baseURL: 'https://gw.example', fetch: server.fetch });
  return { ...fake, server, gateway };
}

describe('every call is a POST to /utd/gateway with apiCode and fields', () => {
  it('posts {apiCode, ...fields} to baseURL/utd/gateway', async () => {
    const { gateway, server } = setup();
    await gateway.call('BA015', { appNative: 'N' });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: 'https://gw.example/utd/gateway',
      body: { apiCode: 'BA015', appNative: 'N' },
    });
  });

  it('sends appToken and the host headers', async () => {
    const { gateway, server } = setup('tok-9');
    await gateway.call('SF003', {});
    expect(server.seen[0]?.headers).toMatchObject({ appToken: 'tok-9', DL_CHANNEL: 'C004', APP_OS: 'ANDROID' });
  });

  it('leaves appToken out with noToken, and when there is no token', async () => {
    const { gateway, server } = setup('tok-9');
    await gateway.call('SF003', {}, { noToken: true });
    expect(server.seen[0]?.headers.appToken).toBeUndefined();
    const anonymous = setup(undefined);
    anonymous.host.getToken.mockReturnValue(undefined);
    await anonymous.gateway.call('SF003', {});
    expect(anonymous.server.seen[0]?.headers.appToken).toBeUndefined();
  });

  it('gives up after 30000 ms by default with 系统接口请求超时', async () => {
    vi.useFakeTimers();
    try {
      const { host } = fakeHost();
      const server = fakeServer(() => ({ error: 'timeout' }));
      const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
      const outcome = gateway.call('SF003', {}, { silent: true }).then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the gateway's clock from every answer's x-server-time header", async () => {
    const { host } = fakeHost();
    const server = fakeServer(() => ({ ...envelope('0000', '', 1), headers: { 'x-server-time': '1700000000000' } }));
    const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
    const { serverNow } = await import('@/lib/server-clock');
    await gateway.call('SF003', {});
    expect(Math.abs(serverNow() - 1_700_000_000_000)).toBeLessThan(5_000);
  });

  it('cancels a write when its signal aborts, with 请求已取消 and no dialog', async () => {
    const { host } = fakeHost();
    const server = fakeServer(() => ({ error: 'timeout' }));
    const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
    const controller = new AbortController();
    const pending = gateway.call('OT003', {} as never, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'canceled', message: '请求已取消' });
    expect(host.alert).not.toHaveBeenCalled();
  });

  it('loading: true shows the loading toast for the call and hides it afterwards', async () => {
    const { gateway, host, hide } = setup();
    const pending = gateway.call('SF003', {}, { loading: true });
    expect(host.showLoading).toHaveBeenCalledTimes(1);
    expect(hide).not.toHaveBeenCalled();
    await pending;
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('callPath posts BA004 style calls to another path', async () => {
    const { gateway, server } = setup();
    await gateway.callPath('/utd/file/base64', 'BA004', { fileName: 'a.png' });
    expect(server.seen[0]).toMatchObject({ url: 'https://gw.example/utd/file/base64', body: { apiCode: 'BA004' } });
  });
});

describe('identical in-flight requests are merged', () => {
  it('two identical reads put one request on the wire and both callers get the result', async () => {
    const { gateway, server } = setup();
    server.hold();
    const a = gateway.call('BA015', { appNative: 'N' });
    const b = gateway.call('BA015', { appNative: 'N' });
    await server.release();
    expect(server.seen).toHaveLength(1);
    await expect(a).resolves.toEqual({ echo: { apiCode: 'BA015', appNative: 'N' } });
    await expect(b).resolves.toEqual(await a);
  });

  it('reads with different fields or a different route are not merged', async () => {
    const { gateway, server, host } = setup();
    server.hold();
    const calls = [gateway.call('BA015', { appNative: 'N' }), gateway.call('BA015', { appNative: 'Y' })];
    host.getRouteKey.mockReturnValue('/my');
    calls.push(gateway.call('BA015', { appNative: 'N' }));
    await server.release();
    await Promise.all(calls);
    expect(server.seen).toHaveLength(3);
  });

  it('a finished read is not reused: the next identical read goes to the wire again', async () => {
    const { gateway, server } = setup();
    await gateway.call('SF003', {});
    await gateway.call('SF003', {});
    expect(server.seen).toHaveLength(2);
  });

  it('two equal writes stay two requests', async () => {
    const { gateway, server } = setup();
    server.hold();
    const a = gateway.call('BA002', { phone: '13800138000' });
    const b = gateway.call('BA002', { phone: '13800138000' });
    await server.release();
    await Promise.all([a, b]);
    expect(server.seen).toHaveLength(2);
  });

  it('writes with the same idempotencyKey are merged and carry the key as a field', async () => {
    const { gateway, server } = setup();
    server.hold();
    const a = gateway.call('BA002', { phone: '13800138000' }, { idempotencyKey: 'k1' });
    const b = gateway.call('BA002', { phone: '13800138000' }, { idempotencyKey: 'k1' });
    await server.release();
    await Promise.all([a, b]);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.body.idempotencyKey).toBe('k1');
  });

  it('codes missing from the contract are treated as writes and not merged', async () => {
    const { gateway, server } = setup();
    server.hold();
    const calls = [gateway.callRaw('ZZ999', {}), gateway.callRaw('ZZ999', {})];
    await server.release();
    await Promise.all(calls);
    expect(server.seen).toHaveLength(2);
  });

  it('aborting one merged caller does not cancel the other', async () => {
    const { gateway, server } = setup();
    server.hold();
    const controller = new AbortController();
    const a = gateway.call('SF003', {}, { signal: controller.signal });
    const b = gateway.call('SF003', {});
    controller.abort();
    await expect(a).rejects.toMatchObject({ kind: 'canceled' });
    await server.release();
    await expect(b).resolves.toBeDefined();
  });
});
