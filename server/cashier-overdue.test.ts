import { describe, expect, it } from 'vitest';
import { hashPayPassword } from './domain/pay-password';
import { OVERDUE_MESSAGE } from '../schemas/overdue';
import { DAY_MS, dayOf } from './domain/time';
import { sqlRecorder } from './testing/sql-recorder';
import { addAddress, inProcessSuite, newKey as key, newPhone } from './testing/suite';

/** The overdue block at the cashier (CS001, CS002): only a balance recharge, paid with money from outside, goes through. */
const { counting, queriesOf } = sqlRecorder();
const c = inProcessSuite({ wrap: counting });
const phone = () => newPhone('134');
const OVERDUE = { rspCode: '9991', rspMsg: OVERDUE_MESSAGE };

/** A FINISH customer, with a pay password when given. */
async function customer(password?: string): Promise<{ token: string; id: number }> {
  const token = await c.activate(phone());
  const id = Number((await c.ok('SF003', {}, token)).id);
  if (password) await c.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [id, hashPayPassword(password)]);
  return { token, id };
}

/** Gives the customer a bill of 100 yuan 10 days past its due day (orders are placed before: SF202 has its own block). */
async function fallBehind(id: number): Promise<void> {
  await c.db.query(
    "INSERT INTO bills (user_id, order_id, title, product_type, period_no, total_periods, principal, fee, due_date, status) VALUES ($1, NULL, '逾期账单', 2, 1, 1, 10000, 0, $2, 'UNPAID')",
    [id, dayOf(Date.now() - 10 * DAY_MS)],
  );
}

const recharge = async (token: string) => (await c.ok('OT003', { amount: 20000, idempotencyKey: key('ot003') }, token)).orderId;
const goodsOrder = async (token: string) =>
  (await c.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId: await addAddress(c, token), idempotencyKey: key('sf202') }, token)).orderId;

describe('while a bill is overdue the cashier serves only a balance recharge', () => {
  it('CS001 and CS002 answer 9991 for a goods order and leave it unpaid; a recharge opens and pays with ALIPAY', async () => {
    const { token, id } = await customer();
    const goods = await goodsOrder(token);
    await fallBehind(id);
    expect(await c.call({ apiCode: 'CS001', orderId: goods }, token)).toMatchObject(OVERDUE);
    expect(await c.call({ apiCode: 'CS002', orderId: goods, payType: 'ALIPAY', idempotencyKey: key('pay') }, token)).toMatchObject(OVERDUE);
    expect((await c.ok('CS003', { orderId: goods }, token)).status).toBe('REPAY');
    const topUp = await recharge(token);
    expect((await c.ok('CS001', { orderId: topUp }, token)).payTypes.find((p) => p.payType === 'ALIPAY')?.available).toBe('Y');
    expect((await c.ok('CS002', { orderId: topUp, payType: 'ALIPAY', idempotencyKey: key('pay') }, token)).orderStatus).toBe('FINISH');
    expect((await c.ok('OT001', {}, token)).balance).toBe(20000);
  });

  it('an overdue customer cannot top up the balance on credit or from the balance: 9991, nothing charged, and the key stays free', async () => {
    const { token, id } = await customer();
    await fallBehind(id);
    const topUp = await recharge(token);
    const usedBefore = (await c.ok('CR003', {}, token)).used;
    const pay = { apiCode: 'CS002', orderId: topUp, idempotencyKey: key('pay') };
    for (const payType of ['BILLPAY', 'CREDITSALES', 'MEMBERPAY']) {
      expect(await c.call({ ...pay, payType }, token)).toMatchObject(OVERDUE);
    }
    expect((await c.ok('CR003', {}, token)).used).toBe(usedBefore);
    expect((await c.ok('BL001', {}, token)).list.map((b) => b.title)).toEqual(['逾期账单']);
    expect((await c.ok('CS003', { orderId: topUp }, token)).status).toBe('REPAY');
    expect((await c.call({ ...pay, payType: 'WECHATPAY' }, token)).rspCode).toBe('0000');
  });

  it('with no bill overdue a recharge still never takes credit: CS001 offers none and CS002 answers 2504', async () => {
    const { token } = await customer();
    const topUp = await recharge(token);
    const offered = (await c.ok('CS001', { orderId: topUp }, token)).payTypes.filter((p) => p.available === 'Y').map((p) => p.payType);
    expect(offered).not.toContain('BILLPAY');
    expect(offered).not.toContain('CREDITSALES');
    for (const payType of ['BILLPAY', 'CREDITSALES']) {
      expect((await c.call({ apiCode: 'CS002', orderId: topUp, payType, idempotencyKey: key('pay') }, token)).rspCode).toBe('2504');
    }
    expect((await c.ok('CS003', { orderId: topUp }, token)).status).toBe('REPAY');
  });

  it('the block answers before the pay password: it is not asked for and a wrong one costs no try', async () => {
    const { token, id } = await customer('246810');
    const goods = await goodsOrder(token);
    await fallBehind(id);
    const pay = { apiCode: 'CS002', orderId: goods, payType: 'CREDITSALES', periods: 1, idempotencyKey: key('pay') };
    expect(await c.call(pay, token)).toMatchObject(OVERDUE);
    expect(await c.call({ ...pay, payPassword: '000000' }, token)).toMatchObject(OVERDUE);
    await c.db.query("DELETE FROM bills WHERE user_id = $1 AND title = '逾期账单'", [id]);
    expect(await c.call({ ...pay, payPassword: '000000' }, token)).toMatchObject({ rspCode: '3202', rspMsg: '支付密码错误，还可尝试4次' });
  });
});

describe('CS002 reads the order once, locked in its transaction', () => {
  const ORDER_READ = /\bFROM orders\b/;

  it('paying a goods order', async () => {
    const { token } = await customer();
    const orderId = await goodsOrder(token);
    expect(await queriesOf(ORDER_READ, () => c.ok('CS002', { orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token))).toBe(1);
  });

  it('paying a balance recharge while a bill is overdue', async () => {
    const { token, id } = await customer();
    await fallBehind(id);
    const orderId = await recharge(token);
    expect(await queriesOf(ORDER_READ, () => c.ok('CS002', { orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token))).toBe(1);
  });
});
