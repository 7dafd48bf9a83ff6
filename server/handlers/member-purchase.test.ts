import { beforeAll, describe, expect, it } from 'vitest';
import { LOWER_CARD_MESSAGE } from '../../schemas/member-cards';
import { hashPayPassword } from '../domain/pay-password';
import { RETRIEVED_CARD_MESSAGE } from '../domain/refund';
import { DAY_MS, dayOf } from '../domain/time';
import { seedWallet } from '../testing/fixtures';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

let seq = 0;
const key = (name: string) => `member-purchase-${name}-${++seq}`;

/** A FINISH user with a balance of 1000 yuan and, when given, a card in force for `days` more days. */
async function member(phone: string, card?: { type: string; days: number }): Promise<{ token: string; id: number }> {
  const token = await t.activate(phone);
  const id = Number((await t.ok('SF003', {}, token)).id);
  await t.db.query('UPDATE users SET balance = 100000, member_card_type = $2, member_expire_at = $3 WHERE id = $1', [id, card?.type ?? 'NONE', card ? Date.now() + card.days * DAY_MS : null]);
  return { token, id };
}

async function buyCard(token: string, cardType: 'EXP_CARD' | 'YEAR_CARD' | 'QUARTER_CARD'): Promise<string> {
  const order = await t.ok('MB002', { cardType, idempotencyKey: key('mb') }, token);
  await t.ok('CS002', { orderId: order.orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token);
  return order.orderId;
}

async function membership(id: number): Promise<{ card: string; daysLeft: number }> {
  const [row] = await t.db.query<{ member_card_type: string; member_expire_at: number | null }>('SELECT member_card_type, member_expire_at FROM users WHERE id = $1', [id]);
  return { card: row?.member_card_type ?? '', daysLeft: row?.member_expire_at ? Math.round((row.member_expire_at - Date.now()) / DAY_MS) : 0 };
}

describe('membership purchases never lose paid days (MB002, fulfilment, EQ004)', () => {
  it('renewing the card in force adds its days after the current expiry', async () => {
    const { token, id } = await member('13677770001', { type: 'QUARTER_CARD', days: 30 });
    await buyCard(token, 'QUARTER_CARD');
    expect(await membership(id)).toEqual({ card: 'QUARTER_CARD', daysLeft: 120 });
  });

  it('a higher card replaces the one in force and keeps its days left: 季卡 with 30 days + 年卡 = 年卡 for 395 days', async () => {
    const { token, id } = await member('13677770002', { type: 'QUARTER_CARD', days: 30 });
    await buyCard(token, 'YEAR_CARD');
    expect(await membership(id)).toEqual({ card: 'YEAR_CARD', daysLeft: 395 });
  });

  it('a lower card while a higher one is in force is refused (2909) and nothing is ordered', async () => {
    const { token, id } = await member('13677770003', { type: 'YEAR_CARD', days: 200 });
    expect(await t.call({ apiCode: 'MB002', cardType: 'EXP_CARD', idempotencyKey: key('low') }, token)).toMatchObject({ rspCode: '2909', rspMsg: LOWER_CARD_MESSAGE });
    expect((await t.ok('EQ003', {}, token)).total).toBe(0);
    expect(await membership(id)).toEqual({ card: 'YEAR_CARD', daysLeft: 200 });
  });

  it('a lower card ordered before a higher one was bought, paid later, adds its days and leaves the higher card', async () => {
    const { token, id } = await member('13677770004');
    const early = await t.ok('MB002', { cardType: 'EXP_CARD', idempotencyKey: key('early') }, token);
    await buyCard(token, 'YEAR_CARD');
    await t.ok('CS002', { orderId: early.orderId, payType: 'ALIPAY', idempotencyKey: key('late-pay') }, token);
    expect(await membership(id)).toEqual({ card: 'YEAR_CARD', daysLeft: 372 });
  });

  it('refunding a renewal takes back its days only; refunding an upgrade goes back to the card it replaced', async () => {
    const renewer = await member('13677770005', { type: 'QUARTER_CARD', days: 30 });
    const renewal = await buyCard(renewer.token, 'QUARTER_CARD');
    await t.ok('EQ004', { orderId: renewal, reason: '不想要了' }, renewer.token);
    expect(await membership(renewer.id)).toEqual({ card: 'QUARTER_CARD', daysLeft: 30 });

    const upgrader = await member('13677770006', { type: 'QUARTER_CARD', days: 30 });
    const upgrade = await buyCard(upgrader.token, 'YEAR_CARD');
    await t.ok('EQ004', { orderId: upgrade, reason: '买错了' }, upgrader.token);
    expect(await membership(upgrader.id)).toEqual({ card: 'QUARTER_CARD', daysLeft: 30 });

    const opener = await member('13677770007');
    const opened = await buyCard(opener.token, 'EXP_CARD');
    await t.ok('EQ004', { orderId: opened, reason: '不想要了' }, opener.token);
    expect(await membership(opener.id)).toEqual({ card: 'NONE', daysLeft: 0 });
  });
});

describe('gift-card equities (fulfilment, EQ004, CP001, CP002)', () => {
  async function buyJdCard(token: string): Promise<string> {
    const order = await t.ok('EQ002', { equityId: 3, idempotencyKey: key('eq') }, token);
    await t.ok('CS002', { orderId: order.orderId, payType: 'ALIPAY', idempotencyKey: key('eq-pay') }, token);
    return order.orderId;
  }

  it('a delivered card shows the equity\'s face value (京东E卡 50 元: 50.00), not the 48.00 paid', async () => {
    const { token } = await member('13677770011');
    await buyJdCard(token);
    expect((await t.ok('CP001', { cardKind: 'JD' }, token)).list.map((c) => c.faceValue)).toEqual([5000]);
  });

  it('once its secret was retrieved the order is not refundable (2908 卡密已提取，无法退款) and nothing moves', async () => {
    const { token, id } = await member('13677770012');
    const orderId = await buyJdCard(token);
    await t.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [id, hashPayPassword('246810')]);
    const [card] = (await t.ok('CP001', {}, token)).list;
    await t.ok('CP002', { cardId: card?.id ?? 0, payPassword: '246810' }, token);
    expect(await t.call({ apiCode: 'EQ004', orderId, reason: '不想要了' }, token)).toMatchObject({ rspCode: '2908', rspMsg: RETRIEVED_CARD_MESSAGE });
    expect((await t.ok('CS003', { orderId }, token)).status).toBe('FINISH');
    expect((await t.ok('CP001', {}, token)).list).toHaveLength(1);
  });

  it('a refund that goes through voids the card: it leaves the lists and its secret can no longer be retrieved', async () => {
    const { token, id } = await member('13677770013');
    const orderId = await buyJdCard(token);
    await t.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [id, hashPayPassword('246810')]);
    const [card] = (await t.ok('CP001', {}, token)).list;
    expect((await t.ok('EQ004', { orderId, reason: '不想要了' }, token)).status).toBe('REFUND');
    expect((await t.ok('CP001', {}, token)).list).toEqual([]);
    expect((await t.ok('CP001', { cardKind: 'JD' }, token)).list).toEqual([]);
    expect((await t.call({ apiCode: 'CP002', cardId: card?.id ?? 0, payPassword: '246810' }, token)).rspCode).toBe('3203');
  });
});

describe('balance with an overdue bill (OT002, OT003, CS001, CS002)', () => {
  async function overdue(phone: string): Promise<{ token: string; id: number }> {
    const user = await member(phone);
    await t.db.query(
      "INSERT INTO bills (user_id, order_id, title, product_type, period_no, total_periods, principal, fee, due_date, status) VALUES ($1, NULL, '逾期账单', 2, 1, 1, 10000, 0, $2, 'UNPAID')",
      [user.id, dayOf(Date.now() - 10 * DAY_MS)],
    );
    return user;
  }

  it('a balance recharge passes the overdue block at the cashier, so the customer can top up and repay', async () => {
    const { token } = await overdue('13677770021');
    const order = await t.ok('OT003', { amount: 20000, idempotencyKey: key('ot003') }, token);
    expect((await t.ok('CS001', { orderId: order.orderId }, token)).payTypes.find((p) => p.payType === 'ALIPAY')?.available).toBe('Y');
    await t.ok('CS002', { orderId: order.orderId, payType: 'ALIPAY', idempotencyKey: key('ot003-pay') }, token);
    expect((await t.ok('OT001', {}, token)).balance).toBe(120000);
    const goods = await t.ok('EQ002', { equityId: 3, idempotencyKey: key('blocked') }, token).catch((e: Error) => e.message);
    expect(goods).toContain('9991');
  });

  it('withdrawal is money out: 9991 while a bill is overdue, and the balance stays', async () => {
    const { token } = await overdue('13677770022');
    const { bankCardId } = await seedWallet(t, token);
    expect(await t.call({ apiCode: 'OT002', amount: 1000, bankCardId, idempotencyKey: key('ot002') }, token)).toMatchObject({ rspCode: '9991' });
    expect((await t.ok('OT001', {}, token)).balance).toBe(100000);
  });
});
