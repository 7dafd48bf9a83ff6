import { describe, expect, it } from 'vitest';
import { hashPayPassword, payPasswordOk } from './domain/pay-password';
import { DEMO_PHONE } from './seed/demo-users';
import { addAddress, inProcessSuite, newKey as key, newPhone } from './testing/suite';

const c = inProcessSuite();
const phone = () => newPhone('137');

async function goodsOrder(token: string): Promise<string> {
  const order = await c.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId: await addAddress(c, token), idempotencyKey: key('order') }, token);
  return order.orderId;
}

/** A bound debit card, as BK002 stores it (BK002 itself needs an SMS code to the reserved phone). */
async function bindCard(userPhone: string): Promise<number> {
  const [row] = await c.db.query<{ id: number }>(
    "INSERT INTO bank_cards (user_id, bank_name, masked_no, last4, card_type, phone, is_default, created_at) SELECT id, '工商银行', '6222 **** **** 1234', '1234', 'DEBIT', phone, 'Y', 0 FROM users WHERE phone = $1 RETURNING id",
    [userPhone],
  );
  if (!row) throw new Error('no such user');
  return row.id;
}

/** As CP004 stores it (CP004 itself needs a fresh SMS code, and BA002 sends one a minute). */
async function setPassword(userPhone: string, password: string) {
  await c.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE phone = $1', [userPhone, hashPayPassword(password)]);
}

describe('the cashier asks for the pay password for credit, balance and bank-card pay once the user has one', () => {
  it('CS001 says whether a password is set and which pay types need it', async () => {
    const token = await c.activate(phone());
    const info = await c.ok('CS001', { orderId: await goodsOrder(token) }, token);
    expect(info.hasPayPassword).toBe('N');
    expect(info.payTypes.filter((p) => p.needPassword === 'Y').map((p) => p.payType)).toEqual(['BILLPAY', 'CREDITSALES', 'QUICKPAY', 'MEMBERPAY']);
  });

  it('with a password set: missing 3204, wrong 3202 (the key stays free), right pays once', async () => {
    const userPhone = phone();
    const token = await c.activate(userPhone);
    await setPassword(userPhone, '246810');
    const orderId = await goodsOrder(token);
    expect((await c.ok('CS001', { orderId }, token)).hasPayPassword).toBe('Y');
    const pay = { apiCode: 'CS002', orderId, payType: 'CREDITSALES', periods: 1, idempotencyKey: key('pay') };
    expect((await c.call(pay, token)).rspCode).toBe('3204');
    expect((await c.call({ ...pay, payPassword: '000000' }, token)).rspCode).toBe('3202');
    const paid = await c.call({ ...pay, payPassword: '246810' }, token);
    expect(paid.rspCode).toBe('0000');
    expect((await c.call({ ...pay, payPassword: '246810' }, token)).data).toEqual(paid.data);
  });

  it('QUICKPAY charges the bound card only with the pay password: missing 3204, right pays', async () => {
    const userPhone = phone();
    const token = await c.activate(userPhone);
    await setPassword(userPhone, '246810');
    const cardId = await bindCard(userPhone);
    const orderId = await goodsOrder(token);
    const pay = { apiCode: 'CS002', orderId, payType: 'QUICKPAY' as const, bankCardId: cardId, idempotencyKey: key('pay') };
    expect((await c.ok('CS001', { orderId }, token)).payTypes.find((p) => p.payType === 'QUICKPAY')).toMatchObject({ available: 'Y', needPassword: 'Y' });
    expect((await c.call(pay, token)).rspCode).toBe('3204');
    expect((await c.call({ ...pay, payPassword: '000000' }, token)).rspCode).toBe('3202');
    expect(await c.ok('CS002', { ...pay, payPassword: '246810' }, token)).toMatchObject({ orderStatus: 'FINISH' });
  });

  it('ALIPAY needs no password', async () => {
    const userPhone = phone();
    const token = await c.activate(userPhone);
    await setPassword(userPhone, '246810');
    const orderId = await goodsOrder(token);
    expect((await c.call({ apiCode: 'CS002', orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token)).rspCode).toBe('0000');
  });

  it('the demo user 13800000000 has the pay password 123456', async () => {
    const [row] = await c.db.query<{ pay_pwd_hash: string | null }>('SELECT pay_pwd_hash FROM users WHERE phone = $1', [DEMO_PHONE]);
    expect(payPasswordOk('123456', row?.pay_pwd_hash ?? null)).toBe(true);
  });
});

describe('SF205 lists any of several statuses (an /order-list tab)', () => {
  it('statuses filters with OR', async () => {
    const token = await c.activate(phone());
    const unpaid = await goodsOrder(token);
    const cancelled = await goodsOrder(token);
    await c.ok('SF207', { orderId: cancelled }, token);
    const ids = async (statuses: ('REPAY' | 'FINISH' | 'FAILED')[]) => (await c.ok('SF205', { statuses }, token)).list.map((o) => o.orderId);
    expect(await ids(['REPAY'])).toEqual([unpaid]);
    expect(await ids(['FINISH', 'FAILED'])).toEqual([cancelled]);
    expect((await ids(['REPAY', 'FAILED'])).sort()).toEqual([unpaid, cancelled].sort());
  });
});
