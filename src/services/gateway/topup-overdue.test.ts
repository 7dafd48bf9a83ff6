import { expect, it } from 'vitest';
import { createGateway } from './create-gateway';
import { envelope, fakeHost, fakeServer } from './fake-host.test-util';

const OVERDUE = '您有逾期未还的账单，请先还款后再操作';

it('9991 on TP002 (phone top-up) shows the server message, then goes to /my/bill; the idempotency key is sent', async () => {
  const { host, closeAlerts } = fakeHost();
  const server = fakeServer(() => envelope('9991', OVERDUE, null));
  const gateway = createGateway(host, { baseURL: '', fetch: server.fetch });
  await expect(gateway.callRaw('TP002', { phone: '13800000000', productId: 2 }, { idempotencyKey: 'tp-key-0001', loading: true })).rejects.toMatchObject({ rspCode: '9991', message: OVERDUE });
  expect(server.seen.map((r) => r.body)).toEqual([{ apiCode: 'TP002', phone: '13800000000', productId: 2, idempotencyKey: 'tp-key-0001' }]);
  expect(host.alert).toHaveBeenCalledWith(OVERDUE);
  expect(host.onBillOverdue).not.toHaveBeenCalled();
  await closeAlerts();
  expect(host.onBillOverdue).toHaveBeenCalledTimes(1);
});
