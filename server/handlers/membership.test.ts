import { beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';
import { seedWallet } from '../testing/fixtures';
import { hashPayPassword } from '../domain/pay-password';
import { SIGN_IN_POINTS } from './bonus';
import { VERIFY_HIDDEN_RIGHTS } from './member';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

async function userWith(phone: string, points: number, frozen = 0, balance = 0): Promise<{ token: string; id: number }> {
  const token = await t.activate(phone);
  const id = Number((await t.ok('SF003', {}, token)).id);
  await t.db.query('UPDATE users SET points = $2, frozen_points = $3, balance = $4 WHERE id = $1', [id, points, frozen, balance]);
  return { token, id };
}

describe('card rights by variant (MB001)', () => {
  it('the verify variant leaves installment shopping and financial-product recommendation out of every card\'s rights', async () => {
    const official = await t.ok('MB001', {});
    const verify = await t.ok('MB001', { variant: 'verify' });
    expect(official.list.map((c) => c.cardType)).toEqual(['YEAR_CARD', 'QUARTER_CARD', 'EXP_CARD']);
    expect(official.list[0]?.rights).toEqual(expect.arrayContaining(['分期购物', '金融产品推荐']));
    for (const card of verify.list) expect(card.rights.filter((r) => VERIFY_HIDDEN_RIGHTS.includes(r))).toEqual([]);
    expect(verify.list[0]?.rights).toContain('会员专享价');
  });
});

describe('frozen points (PT001, PT004, OT005)', () => {
  it('PT001 answers the frozen part; exchanging into it answers 9992 and changes nothing', async () => {
    const { token } = await userWith('13655550001', 1000, 600);
    expect(await t.ok('PT001', {}, token)).toEqual({ points: 1000, frozenPoints: 600 });
    const env = await t.call({ apiCode: 'PT004', itemId: 1, idempotencyKey: 'frozen-pt004' }, token);
    expect(env).toMatchObject({ rspCode: '9992', rspMsg: '冻结积分 600，可用积分 400' });
    expect((await t.call({ apiCode: 'OT005', points: 500, idempotencyKey: 'frozen-ot005' }, token)).rspCode).toBe('9992');
    expect(await t.ok('PT001', {}, token)).toEqual({ points: 1000, frozenPoints: 600 });
    expect((await t.ok('CU001', {}, token)).list).toEqual([]);
    expect((await t.ok('OT001', {}, token)).balance).toBe(0);
  });
});

describe('frozen points block order submission (SF202, SF203)', () => {
  it('a user with frozen points cannot submit an order: 9992 with the frozen amount, nothing ordered; once unfrozen the order goes through', async () => {
    const { token, id } = await userWith('13655550009', 1200, 800);
    const address = await t.ok('AD002', { name: '王芳', tel: '13655550009', province: '广东省', city: '深圳市', county: '南山区', areaCode: '440305', postalCode: '518000', addressDetail: '科技园南区8号', isDefault: 'Y' }, token);
    const order = { apiCode: 'SF202', spuId: 'SPU1006', quantity: 1, addressId: Number((address as { id?: number }).id), idempotencyKey: 'frozen-sf202-1' };
    const refused = await t.call(order, token);
    expect(refused).toMatchObject({ rspCode: '9992', rspMsg: '冻结积分 800，请先解冻后再提交订单' });
    expect((await t.ok('SF205', {}, token)).list).toEqual([]);
    await t.db.query('UPDATE users SET frozen_points = 0 WHERE id = $1', [id]);
    expect((await t.call({ ...order, idempotencyKey: 'frozen-sf202-2' }, token)).rspCode).toBe('0000');
  });
});

describe('points to balance (OT005)', () => {
  it('takes whole hundreds of points, credits 1 yuan per 100 to the balance and records both ledgers once per key', async () => {
    const { token } = await userWith('13655550002', 1000, 0, 500);
    const first = await t.ok('OT005', { points: 300, idempotencyKey: 'ot005-once-1' }, token);
    expect(first).toEqual({ points: 700, amount: 300, balance: 800 });
    expect(await t.ok('OT005', { points: 300, idempotencyKey: 'ot005-once-1' }, token)).toEqual(first);
    expect((await t.ok('PT001', {}, token)).points).toBe(700);
    expect((await t.ok('OT001', {}, token)).balance).toBe(800);
    expect((await t.ok('PT002', {}, token)).list[0]).toMatchObject({ change: -300, reason: '积分兑换余额' });
    expect((await t.ok('OT004', {}, token)).list[0]).toMatchObject({ change: 300, kind: 'RECHARGE', remark: '积分兑换（300积分）' });
    expect((await t.call({ apiCode: 'OT005', points: 150, idempotencyKey: 'ot005-odd' }, token)).rspCode).toBe('1001');
    expect(await t.call({ apiCode: 'OT005', points: 800, idempotencyKey: 'ot005-over' }, token)).toMatchObject({ rspCode: '2602', rspMsg: '积分不足' });
  });
});

describe('withdrawal (OT002)', () => {
  it('above the balance answers 2601 余额不足 and neither the balance nor the records change', async () => {
    const { token } = await userWith('13655550003', 0, 0, 10000);
    const { bankCardId } = await seedWallet(t, token);
    expect(await t.call({ apiCode: 'OT002', amount: 10001, bankCardId, idempotencyKey: 'ot002-over' }, token)).toMatchObject({ rspCode: '2601', rspMsg: '余额不足' });
    expect((await t.ok('OT001', {}, token)).balance).toBe(10000);
    expect((await t.ok('OT004', {}, token)).total).toBe(0);
  });

  it('once the user has a pay password, money leaves only with it: missing 3204, wrong 3202 (nothing moves, the key stays free), right withdraws once', async () => {
    const { token, id } = await userWith('13655550099', 0, 0, 10000);
    const { bankCardId } = await seedWallet(t, token);
    await t.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [id, hashPayPassword('246810')]);
    const req = { apiCode: 'OT002', amount: 2000, bankCardId, idempotencyKey: 'ot002-pwd' };
    expect(await t.call(req, token)).toMatchObject({ rspCode: '3204', rspMsg: '请输入支付密码' });
    expect(await t.call({ ...req, payPassword: '000000' }, token)).toMatchObject({ rspCode: '3202' });
    expect((await t.ok('OT001', {}, token)).balance).toBe(10000);
    expect((await t.call({ ...req, payPassword: '246810' }, token)).rspCode).toBe('0000');
    expect((await t.call({ ...req, payPassword: '246810' }, token)).rspCode).toBe('0000');
    expect((await t.ok('OT001', {}, token)).balance).toBe(8000);
  });
});

describe('sign-in bonus (BN001, BN002)', () => {
  it('signs in once a day: the first gives day 1 points, the second answers 3110 and adds nothing', async () => {
    const { token } = await userWith('13655550004', 0);
    const before = await t.ok('BN001', {}, token);
    expect(before).toMatchObject({ signedToday: 'N', streak: 0, points: 0 });
    expect(before.days.map((d) => d.points)).toEqual([...SIGN_IN_POINTS]);
    expect(await t.ok('BN002', {}, token)).toEqual({ gained: 10, streak: 1, points: 10 });
    expect(await t.call({ apiCode: 'BN002' }, token)).toMatchObject({ rspCode: '3110', rspMsg: '今日已签到，明天再来吧' });
    const after = await t.ok('BN001', {}, token);
    expect(after).toMatchObject({ signedToday: 'Y', streak: 1, points: 10 });
    expect(after.days.filter((d) => d.signed === 'Y').map((d) => d.day)).toEqual([1]);
    expect((await t.ok('PT002', {}, token)).list).toEqual([expect.objectContaining({ change: 10, reason: '每日签到奖励' })]);
  });

  it('continues the streak from yesterday', async () => {
    const { token, id } = await userWith('13655550005', 0);
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 86_400_000));
    await t.db.query('INSERT INTO sign_ins (user_id, day, points, streak, created_at) VALUES ($1, $2, 20, 4, 0)', [id, yesterday]);
    expect((await t.ok('BN001', {}, token)).days.filter((d) => d.signed === 'Y')).toHaveLength(4);
    expect(await t.ok('BN002', {}, token)).toMatchObject({ gained: 30, streak: 5 });
  });
});

describe('equity refund (EQ004)', () => {
  it('is asked once: a second request answers 2906 and the money came back once', async () => {
    const { token } = await userWith('13655550006', 0, 0, 10000);
    const order = await t.ok('EQ002', { equityId: 3, idempotencyKey: 'eq-refund-buy' }, token);
    await t.ok('CS002', { orderId: order.orderId, payType: 'MEMBERPAY', idempotencyKey: 'eq-refund-pay' }, token);
    const paid = (await t.ok('OT001', {}, token)).balance;
    expect(paid).toBe(10000 - 4800);
    expect((await t.ok('EQ004', { orderId: order.orderId, reason: '不想要了' }, token)).status).toBe('REFUND');
    expect(await t.call({ apiCode: 'EQ004', orderId: order.orderId, reason: '不想要了' }, token)).toMatchObject({ rspCode: '2906', rspMsg: '该订单已申请退款，请勿重复提交' });
    expect((await t.ok('OT001', {}, token)).balance).toBe(10000);
  });

  it('buying a card twice with one key makes one order', async () => {
    const { token } = await userWith('13655550007', 0);
    const a = await t.ok('MB002', { cardType: 'YEAR_CARD', idempotencyKey: 'mb002-twice' }, token);
    const b = await t.ok('MB002', { cardType: 'YEAR_CARD', idempotencyKey: 'mb002-twice' }, token);
    expect(b.orderId).toBe(a.orderId);
    expect((await t.ok('EQ003', {}, token)).total).toBe(1);
  });
});
