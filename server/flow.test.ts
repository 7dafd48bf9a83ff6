import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recreatePgSchema } from './db/pg-db';
import { startServer, type RunningServer } from './main';
import { httpClient, PNG_1PX, type TestClient } from './testing/harness';
import { brokenInvariants } from './testing/invariants';

/**
 * Runs against DATABASE_URL when set (a real PostgreSQL, whose tables it recreates: use a database
 * of its own), else PGlite in a temp DATA_DIR.
 */
const databaseUrl = process.env.DATABASE_URL || undefined;
const phone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const key = (label: string) => `${label}-${Math.random().toString(36).slice(2, 12)}`;

let dataDir: string;
let server: RunningServer;
let c: TestClient;

const open = async () => {
  server = await startServer({ port: 0, dataDir, databaseUrl, checkResponses: true });
  c = httpClient(server.url);
};

async function addressOf(token: string): Promise<number> {
  const address = await c.ok('AD002', { name: '测试', tel: '13700000000', province: '上海市', city: '上海市', county: '徐汇区', areaCode: '310104', postalCode: '200030', addressDetail: '漕溪北路1号' }, token);
  return address.id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-flow-'));
  if (databaseUrl) await recreatePgSchema(databaseUrl);
  await open();
}, 60_000);

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('customer journey over HTTP', () => {
  it('new phone -> credit FINISH -> YEAR_CARD -> goods order on installments -> repay a bill', async () => {
    const token = await c.activate(phone());
    const card = await c.ok('MB002', { cardType: 'YEAR_CARD', idempotencyKey: key('card') }, token);
    expect(card).toMatchObject({ scene: 'VIP_BUY', amount: 20400, status: 'REPAY' });
    await c.ok('CS002', { orderId: card.orderId, payType: 'ALIPAY', idempotencyKey: key('pay-card') }, token);
    expect((await c.ok('SF003', {}, token)).memberCardType).toBe('YEAR_CARD');

    // Three earbuds: 1377 yuan, above the 1000 yuan that more than one period needs (spec §9).
    const order = await c.ok('SF202', { spuId: 'SPU1002', quantity: 3, addressId: await addressOf(token), idempotencyKey: key('order') }, token);
    expect(order.amount).toBe(137700);
    const cashier = await c.ok('CS001', { orderId: order.orderId }, token);
    expect(cashier.payTypes.find((p) => p.payType === 'CREDITSALES')?.available).toBe('Y');
    const paid = await c.ok('CS002', { orderId: order.orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: key('pay') }, token);
    expect(paid).toMatchObject({ orderStatus: 'FINISH', channelStatus: 'FINISH' });
    expect((await c.ok('CR003', {}, token)).used).toBe(137700);
    expect((await c.ok('PT001', {}, token)).points).toBe(1377);

    const bills = await c.ok('BL001', {}, token);
    expect(bills.list).toHaveLength(3);
    const first = bills.list[0];
    const repaid = await c.ok('BL003', { billIds: [first?.billId ?? 0], payType: 'WECHATPAY', idempotencyKey: key('repay') }, token);
    expect(repaid.bills[0]?.status).toBe('PAID');
    expect((await c.ok('CR003', {}, token)).used).toBe(137700 - (first?.principal ?? 0));
    expect(await brokenInvariants(server.db)).toEqual([]);
  });

  it('the demo user gets 9991 on orders and cashier until the overdue bill is repaid', async () => {
    const token = await c.login('13800000000');
    const blocked = await c.call({ apiCode: 'MB002', cardType: 'EXP_CARD', idempotencyKey: key('x') }, token);
    expect(blocked).toMatchObject({ rspCode: '9991', rspMsg: expect.stringContaining('还款') });
    const overdue = (await c.ok('BL001', {}, token)).list.filter((b) => b.status === 'OVERDUE');
    expect(overdue.length).toBeGreaterThan(0);
    await c.ok('BL003', { billIds: overdue.map((b) => b.billId), payType: 'MEMBERPAY', payPassword: '123456', idempotencyKey: key('repay') }, token);
    expect((await c.call({ apiCode: 'MB002', cardType: 'YEAR_CARD', idempotencyKey: key('y') }, token)).rspCode).toBe('0000');
  });

  it('an idempotency key makes a repeated (even concurrent) submission one order and one payment', async () => {
    const token = await c.activate(phone());
    const addressId = await addressOf(token);
    const body = { spuId: 'SPU1006', quantity: 1, addressId, idempotencyKey: key('same') };
    const [a, b, again] = await Promise.all([c.ok('SF202', body, token), c.ok('SF202', body, token), c.ok('SF202', body, token)]);
    expect(new Set([a.orderId, b.orderId, again.orderId]).size).toBe(1);
    expect((await c.ok('SF205', {}, token)).total).toBe(1);
    const pay = { orderId: a.orderId, payType: 'CREDITSALES' as const, idempotencyKey: key('pay') };
    const [p1, p2] = await Promise.all([c.ok('CS002', pay, token), c.ok('CS002', pay, token)]);
    expect(p1.payId).toBe(p2.payId);
    expect((await c.ok('BL001', {}, token)).list).toHaveLength(1);
    const other = await c.call({ apiCode: 'CS002', ...pay, idempotencyKey: key('again') }, token);
    expect(other).toMatchObject({ rspCode: '2503' });
  });

  it('points and balance never go negative', async () => {
    const token = await c.activate(phone());
    expect((await c.call({ apiCode: 'PT004', itemId: 1, idempotencyKey: key('pt') }, token)).rspCode).toBe('2602');
    const order = await c.ok('MB002', { cardType: 'EXP_CARD', idempotencyKey: key('card') }, token);
    expect((await c.call({ apiCode: 'CS002', orderId: order.orderId, payType: 'MEMBERPAY', idempotencyKey: key('pay') }, token)).rspCode).toBe('2601');
    expect((await c.ok('CS003', { orderId: order.orderId }, token)).status).toBe('REPAY');
  });
});

describe('server killed in the middle of a journey', () => {
  it('leaves no half-written order and consistent balances after reopening the same data', async () => {
    const token = await c.activate(phone());
    const addressId = await addressOf(token);
    const orders = await Promise.all([1, 2, 3, 4].map((i) => c.ok('SF202', { spuId: 'SPU1002', quantity: 1, addressId, idempotencyKey: key(`k${i}`) }, token)));
    const inflight = orders.map((o, i) =>
      c.call({ apiCode: 'CS002', orderId: o.orderId, payType: i % 2 ? 'CREDITSALES' : 'ALIPAY', idempotencyKey: key('p') }, token).catch(() => null));
    const recharge = c.call({ apiCode: 'OT003', amount: 5000, idempotencyKey: key('r') }, token).catch(() => null);
    await new Promise((r) => setTimeout(r, 15));
    await server.close();
    await Promise.all([...inflight, recharge]);

    await open();
    expect(await brokenInvariants(server.db)).toEqual([]);
    const list = await c.ok('SF205', { pageSize: 50 }, token);
    for (const o of list.list.filter((x) => x.kind === 'GOODS')) expect(['REPAY', 'FINISH']).toContain(o.status);
    expect((await c.ok('CR003', {}, token)).status).toBe('ACTIVE');
  }, 60_000);

  it('uploads are served back', async () => {
    const token = await c.login(phone());
    const up = await c.ok('BA004', { fileName: 'x.png', contentType: 'image/png', base64: PNG_1PX }, token);
    const res = await fetch(`${server.url}${up.url}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG_1PX);
  });
});
