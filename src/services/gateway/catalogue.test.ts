import { describe, expect, it, vi } from 'vitest';
import { createGateway } from './create-gateway';
import { envelope, fakeHost, fakeServer } from './fake-host.test-util';
import { GatewayError } from './types';

function setup(reply: Parameters<typeof fakeServer>[0], token?: string) {
  const { host, closeAlerts } = fakeHost(token);
  const server = fakeServer(reply);
  // A short timeout: a `timeout` reply never answers.
  const gateway = createGateway(host, { baseURL: '', fetch: server.fetch, timeoutMs: 50 });
  return { host, closeAlerts, server, gateway };
}

const rejection = (p: Promise<unknown>) => p.then(() => expect.fail('expected a rejection'), (e: unknown) => e as GatewayError);

describe('error catalogue (spec §8)', () => {
  it('rspCode 0000 resolves with data', async () => {
    const { gateway, host } = setup(() => envelope('0000', 'ok', { list: [] }));
    await expect(gateway.call('BA015', { appNative: 'N' })).resolves.toEqual({ list: [] });
    expect(host.alert).not.toHaveBeenCalled();
  });

  it('9991 shows the server message, then goes to the bill page after the dialog', async () => {
    const { gateway, host, closeAlerts } = setup(() => envelope('9991', '您有逾期账单'));
    const error = await rejection(gateway.callRaw('SF205', {}));
    expect(error).toMatchObject({ message: '您有逾期账单', kind: 'business', rspCode: '9991' });
    expect(host.alert).toHaveBeenCalledWith('您有逾期账单');
    expect(host.onBillOverdue).not.toHaveBeenCalled();
    await closeAlerts();
    expect(host.onBillOverdue).toHaveBeenCalledTimes(1);
  });

  it.each(['0005', '0004'])('rspCode %s shows 请重新登录, then logs out', async (code) => {
    const { gateway, host, closeAlerts } = setup(() => envelope(code, 'token expired'));
    const error = await rejection(gateway.call('SF003', {}));
    expect(error).toMatchObject({ message: '请重新登录', kind: 'session' });
    expect(host.alert).toHaveBeenCalledWith('请重新登录');
    await closeAlerts();
    expect(host.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rspMsg 用户不存在 is a session error too', async () => {
    const { gateway, host, closeAlerts } = setup(() => envelope('1001', '用户不存在'));
    await rejection(gateway.call('SF003', {}));
    expect(host.alert).toHaveBeenCalledWith('请重新登录');
    await closeAlerts();
    expect(host.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('an ended session says 请重新登录 even to a silent call (a first screen\'s data): the customer is told why the page turned guest', async () => {
    const { gateway, host, closeAlerts } = setup(() => envelope('0004', '登录已失效，请重新登录'));
    await rejection(gateway.call('BL001', {}, { silent: true }));
    expect(host.alert).toHaveBeenCalledWith('请重新登录');
    await closeAlerts();
    expect(host.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('AP224 session errors log out without the 请重新登录 dialog', async () => {
    const { gateway, host } = setup(() => envelope('0005', ''));
    await rejection(gateway.callRaw('AP224', {}));
    expect(host.alert).not.toHaveBeenCalled();
    expect(host.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('未找到对应会员开卡记录 asks the app to reload the user and resolves with the data', async () => {
    const { gateway, host } = setup(() => envelope('1002', '未找到对应会员开卡记录', { cards: [] }));
    await expect(gateway.callRaw('MB001', {})).resolves.toEqual({ cards: [] });
    expect(host.onMemberRecordMissing).toHaveBeenCalledTimes(1);
    expect(host.alert).not.toHaveBeenCalled();
  });

  it('any other failure shows the server message', async () => {
    const { gateway, host } = setup(() => envelope('2001', '库存不足'));
    expect(await rejection(gateway.callRaw('SF202', {}))).toMatchObject({ message: '库存不足', rspCode: '2001' });
    expect(host.alert).toHaveBeenCalledWith('库存不足');
  });

  it('any other failure without a message shows 请求失败', async () => {
    const { gateway, host } = setup(() => envelope('2001', ''));
    await rejection(gateway.callRaw('SF202', {}));
    expect(host.alert).toHaveBeenCalledWith('请求失败');
  });

  it('a network failure (no connection) shows 后端接口连接异常', async () => {
    const { gateway, host } = setup(() => ({ error: 'network' }));
    expect(await rejection(gateway.call('SF003', {}))).toMatchObject({ message: '后端接口连接异常', kind: 'network' });
    expect(host.alert).toHaveBeenCalledWith('后端接口连接异常');
  });

  it('a timeout shows 系统接口请求超时', async () => {
    const { gateway, host } = setup(() => ({ error: 'timeout' }));
    expect(await rejection(gateway.call('SF003', {}))).toMatchObject({ kind: 'timeout' });
    expect(host.alert).toHaveBeenCalledWith('系统接口请求超时');
  });

  it('an HTTP status error shows 系统接口{status}异常', async () => {
    const { gateway, host } = setup(() => ({ status: 502, data: 'bad gateway' }));
    expect(await rejection(gateway.call('SF003', {}))).toMatchObject({ kind: 'http', status: 502 });
    expect(host.alert).toHaveBeenCalledWith('系统接口502异常');
  });

  it('otherwise (an answer that is not an envelope) shows 登录失效，请重新登录', async () => {
    const { gateway, host } = setup(() => ({ status: 200, data: '<html>login</html>' }));
    expect(await rejection(gateway.call('SF003', {}))).toMatchObject({ kind: 'unknown' });
    expect(host.alert).toHaveBeenCalledWith('登录失效，请重新登录');
  });

  it('a file download failure toasts 文件下载失败：HTTP 状态码 {code}', async () => {
    const { gateway, host } = setup(() => ({ status: 404, data: '' }));
    expect(await rejection(gateway.downloadFile('/files/contract.pdf'))).toMatchObject({ status: 404 });
    expect(host.toast).toHaveBeenCalledWith('文件下载失败：HTTP 状态码 404');
  });

  it('9992 opens the freeze dialog with the message and redirect instead of an alert', async () => {
    const { host } = fakeHost();
    const onPointsFrozen = vi.fn();
    const server = fakeServer(() => envelope('9992', '积分冻结中', { redirectUrl: 'https://m.qsh.example/unfreeze' }));
    const gateway = createGateway({ ...host, onPointsFrozen }, { baseURL: '', fetch: server.fetch });
    expect(await rejection(gateway.callRaw('SF202', {}))).toMatchObject({ rspCode: '9992' });
    expect(onPointsFrozen).toHaveBeenCalledWith('积分冻结中', 'https://m.qsh.example/unfreeze');
    expect(host.alert).not.toHaveBeenCalled();
  });
});

describe('failure behaviour callers notice', () => {
  it('silent: true rejects without a dialog', async () => {
    const { gateway, host } = setup(() => envelope('2001', '库存不足'));
    expect(await rejection(gateway.callRaw('SF202', {}, { silent: true }))).toBeInstanceOf(GatewayError);
    expect(host.alert).not.toHaveBeenCalled();
  });

  it('showsFailure: the call’s own refusal or network failure opens no dialog, the caller shows it', async () => {
    const refused = setup(() => envelope('2201', '订单 O1 不存在'));
    expect(await rejection(refused.gateway.callRaw('CS001', { orderId: 'O1' }, { showsFailure: true }))).toMatchObject({ message: '订单 O1 不存在', rspCode: '2201' });
    const offline = setup(() => ({ error: 'network' }));
    expect(await rejection(offline.gateway.callRaw('CS001', { orderId: 'O1' }, { showsFailure: true }))).toMatchObject({ kind: 'network' });
    expect(refused.host.alert).not.toHaveBeenCalled();
    expect(offline.host.alert).not.toHaveBeenCalled();
  });

  it('showsFailure keeps the dialogs about the whole app: 9991 is said, then the bill page', async () => {
    const { gateway, host, closeAlerts } = setup(() => envelope('9991', '您有逾期账单'));
    await rejection(gateway.callRaw('CS001', { orderId: 'O1' }, { showsFailure: true }));
    expect(host.alert).toHaveBeenCalledWith('您有逾期账单');
    await closeAlerts();
    expect(host.onBillOverdue).toHaveBeenCalledTimes(1);
  });

  it('a burst of failing parallel calls shows one dialog', async () => {
    const { gateway, host } = setup((req) => envelope('2001', `失败 ${String(req.body.n)}`));
    await Promise.allSettled([1, 2, 3].map((n) => gateway.callRaw('SF202', { n })));
    expect(host.alert).toHaveBeenCalledTimes(1);
  });

  it('a burst of session errors logs out exactly once', async () => {
    const { gateway, host, closeAlerts } = setup(() => envelope('0005', ''));
    await Promise.allSettled([1, 2, 3].map((n) => gateway.callRaw('SF202', { n })));
    await closeAlerts();
    await Promise.allSettled([gateway.callRaw('SF202', { n: 4 })]);
    await closeAlerts();
    expect(host.alert).toHaveBeenCalledTimes(1);
    expect(host.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a later session end with a new token logs out again', async () => {
    let token = 'old';
    const { host, closeAlerts } = fakeHost();
    host.getToken.mockImplementation(() => token);
    const server = fakeServer(() => envelope('0005', ''));
    const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
    await rejection(gateway.callRaw('SF202', {}));
    await closeAlerts();
    token = 'new';
    await rejection(gateway.callRaw('SF202', {}));
    await closeAlerts();
    expect(host.onSessionExpired).toHaveBeenCalledTimes(2);
  });
});
