import { describe, expect, it } from 'vitest';
import type { ApiCode } from './types';
import { createGateway } from './create-gateway';
import { envelope, fakeHost, fakeServer } from './fake-host.test-util';

const OVERDUE = '您有逾期账单未还清，请先还款';

describe('9991 on the order and cashier calls shows the server message, then goes to /my/bill', () => {
  it.each<[ApiCode, Record<string, unknown>]>([
    ['SF201', { productId: 'P1', amount: 100000, periods: 12 }],
    ['SF202', { spuId: 'SPU1', quantity: 1, addressId: 1, idempotencyKey: 'key-00000001' }],
    ['SF203', { preOrderId: 'R1', idempotencyKey: 'key-00000002' }],
    ['CS001', { orderId: 'O1' }],
    ['CS002', { orderId: 'O1', payType: 'CREDITSALES', idempotencyKey: 'key-00000003' }],
  ])('%s', async (apiCode, fields) => {
    const { host, closeAlerts } = fakeHost();
    const server = fakeServer(() => envelope('9991', OVERDUE, null));
    const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
    await expect(gateway.callRaw(apiCode, fields)).rejects.toMatchObject({ rspCode: '9991', message: OVERDUE });
    expect(host.alert).toHaveBeenCalledWith(OVERDUE);
    expect(host.onBillOverdue).not.toHaveBeenCalled();
    await closeAlerts();
    expect(host.onBillOverdue).toHaveBeenCalledTimes(1);
  });
});
