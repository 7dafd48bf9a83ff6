import { describe, expect, it } from 'vitest';
import { installmentPlan } from './domain/ledger';
import { DEMO_ORDER_AMOUNT, DEMO_PHONE } from './seed/demo-users';
import { addAddress, inProcessSuite, newKey as key, newPhone } from './testing/suite';

/** The periods CS002 accepts: a product order keeps the periods it was confirmed with, and more than one period needs 1000 yuan (spec §9). */
const c = inProcessSuite();
const phone = () => newPhone('135');

/** A FORM product order of 3000 yuan confirmed on 3 periods (SF201 plan, SF203). */
async function productOrder(token: string): Promise<string> {
  const plan = await c.ok('SF201', { productId: 'P_FORM_APPLIANCE', amount: 300000, periods: 3 }, token);
  return (await c.ok('SF203', { preOrderId: plan.preOrderId, idempotencyKey: key('place') }, token)).orderId;
}

describe('CS002 keeps a product order on the periods the customer confirmed', () => {
  it('another periods value is refused with 2505 and nothing is paid; the confirmed periods pay', async () => {
    const token = await c.activate(phone());
    const orderId = await productOrder(token);
    for (const periods of [24, 1] as const) {
      const refused = await c.call({ apiCode: 'CS002', orderId, payType: 'CREDITSALES', periods, idempotencyKey: key('pay') }, token);
      expect(refused).toMatchObject({ rspCode: '2505', rspMsg: `该订单已确认分期3期，不可更改为${periods}期` });
    }
    expect((await c.ok('CS003', { orderId }, token)).status).toBe('REPAY');
    expect((await c.ok('BL001', {}, token)).list).toHaveLength(0);
    await c.ok('CS002', { orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: key('pay') }, token);
    expect((await c.ok('BL001', {}, token)).list.map((b) => b.totalPeriods)).toEqual([3, 3, 3]);
  });

  it('without periods the order pays on its own', async () => {
    const token = await c.activate(phone());
    const orderId = await productOrder(token);
    await c.ok('CS002', { orderId, payType: 'CREDITSALES', idempotencyKey: key('pay') }, token);
    expect((await c.ok('SF206', { orderId }, token)).periods).toBe(3);
  });
});

describe('more than one period needs 1000 yuan (spec §9)', () => {
  it('CS002 refuses CREDITSALES over 3 periods for a 59.90 yuan goods order with 2506; 1 period pays', async () => {
    const token = await c.activate(phone());
    const order = await c.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId: await addAddress(c, token), idempotencyKey: key('order') }, token);
    expect(order.amount).toBeLessThan(100000);
    const refused = await c.call({ apiCode: 'CS002', orderId: order.orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: key('pay') }, token);
    expect(refused).toMatchObject({ rspCode: '2506', rspMsg: '分期金额最低1000元，该订单仅支持1期' });
    expect((await c.ok('CS003', { orderId: order.orderId }, token)).status).toBe('REPAY');
    await c.ok('CS002', { orderId: order.orderId, payType: 'CREDITSALES', periods: 1, idempotencyKey: key('pay') }, token);
    expect((await c.ok('BL001', {}, token)).list).toHaveLength(1);
  });

  it('CS002 takes 3 periods from 1000 yuan on', async () => {
    const token = await c.activate(phone());
    const order = await c.ok('SF202', { spuId: 'SPU1002', quantity: 3, addressId: await addAddress(c, token), idempotencyKey: key('order') }, token);
    expect(order.amount).toBeGreaterThanOrEqual(100000);
    await c.ok('CS002', { orderId: order.orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: key('pay') }, token);
    expect((await c.ok('BL001', {}, token)).list).toHaveLength(3);
  });
});

describe('the periods a goods order was placed with (SF202)', () => {
  it('pay on credit with them; paid in full (支付宝) the order is one period, not the periods once chosen', async () => {
    const token = await c.activate(phone());
    const addressId = await addAddress(c, token);
    const place = () => c.ok('SF202', { spuId: 'SPU1002', quantity: 3, addressId, periods: 12, idempotencyKey: key('order') }, token);
    const credit = await place();
    expect(credit.periods).toBe(12);
    await c.ok('CS002', { orderId: credit.orderId, payType: 'CREDITSALES', idempotencyKey: key('pay') }, token);
    expect((await c.ok('SF206', { orderId: credit.orderId }, token)).periods).toBe(12);
    expect((await c.ok('BL001', {}, token)).list.filter((b) => b.orderId === credit.orderId)).toHaveLength(12);
    const full = await place();
    await c.ok('CS002', { orderId: full.orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token);
    expect((await c.ok('SF206', { orderId: full.orderId }, token)).periods).toBe(1);
  });
});

describe('the demo installment order follows the rules', () => {
  it('O20240001 is at least 1000 yuan, its bills are the gateway plan (fee 0.6 % a period), and its amount is the credit used', async () => {
    const [order] = await c.db.query<{ amount: number; periods: number }>("SELECT amount, periods FROM orders WHERE id = 'O20240001'");
    expect(order).toEqual({ amount: DEMO_ORDER_AMOUNT, periods: 3 });
    expect(DEMO_ORDER_AMOUNT).toBeGreaterThanOrEqual(100000);
    const bills = await c.db.query<{ principal: number; fee: number }>("SELECT principal, fee FROM bills WHERE order_id = 'O20240001' ORDER BY period_no");
    expect(bills).toEqual(installmentPlan(DEMO_ORDER_AMOUNT, 3, 0).map((l) => ({ principal: l.principal, fee: l.fee })));
    expect(bills[0]?.fee).toBe(Math.round(DEMO_ORDER_AMOUNT * 0.006));
    const [user] = await c.db.query<{ credit_used: number }>('SELECT credit_used FROM users WHERE phone = $1', [DEMO_PHONE]);
    expect(user?.credit_used).toBe(DEMO_ORDER_AMOUNT);
  });
});
