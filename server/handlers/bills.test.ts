import { beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';

/** Bills as /my/bill and /my/bill/pay use them, on the seeded demo user (13800000000: one overdue bill of three, pay password 123456, balance 1 500 yuan). */
/** One bill of the demo order: 1377 yuan on 3 periods, 459 yuan principal and the 0.6 % fee (8.26 yuan). */
const BILL = 45900 + 826;
let t: InProcess;
let demo: string;
beforeAll(async () => {
  t = await openInProcess();
  demo = await t.login('13800000000');
}, 30_000);

const balance = async () => (await t.db.query<{ balance: number }>("SELECT balance FROM users WHERE phone = '13800000000'"))[0]?.balance;

describe('BL001 bill list', () => {
  it('pages with pageNum/pageSize, overdue first, while totalDue and overdueCount cover every open bill', async () => {
    const first = await t.ok('BL001', { status: 'ALL', pageNum: 1, pageSize: 2 }, demo);
    expect(first).toMatchObject({ total: 3, pageNum: 1, pageSize: 2, totalDue: 3 * BILL, overdueCount: 1 });
    expect(first.list.map((b) => b.status)).toEqual(['OVERDUE', 'UNPAID']);
    expect(first.list[0]?.overdueDays).toBeGreaterThan(0);
    const second = await t.ok('BL001', { status: 'ALL', pageNum: 2, pageSize: 2 }, demo);
    expect(second.list).toHaveLength(1);
    expect(second.totalDue).toBe(3 * BILL);
  });

  it('answers the whole list without paging fields when none are asked, each bill with interest and penalty (0 in the reference gateway)', async () => {
    const all = await t.ok('BL001', {}, demo);
    expect(all.list).toHaveLength(3);
    expect(all).not.toHaveProperty('total');
    expect(all.list[0]).toMatchObject({ principal: 45900, interest: 0, fee: 826, penalty: 0, amount: BILL });
  });
});

describe('BL003 repayment', () => {
  it('balance and card repayments need the pay password once the user has one (3204), and nothing changes without it', async () => {
    const overdue = (await t.ok('BL001', {}, demo)).list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
    const before = await balance();
    for (const payType of ['MEMBERPAY', 'QUICKPAY'] as const) {
      const refused = await t.call({ apiCode: 'BL003', billIds: overdue, payType, idempotencyKey: `bills-test-nopwd-${payType}` }, demo);
      expect(refused).toMatchObject({ rspCode: '3204', rspMsg: '请输入支付密码' });
    }
    expect(await balance()).toBe(before);
    expect((await t.ok('BL001', {}, demo)).overdueCount).toBe(1);
  });

  it('a wrong pay password is refused with 3202 and changes nothing', async () => {
    const overdue = (await t.ok('BL001', {}, demo)).list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
    const before = await balance();
    const refused = await t.call({ apiCode: 'BL003', billIds: overdue, payType: 'MEMBERPAY', payPassword: '000000', idempotencyKey: 'bills-test-wrong-1' }, demo);
    expect(refused).toMatchObject({ rspCode: '3202', rspMsg: '支付密码错误，还可尝试4次' });
    expect(await balance()).toBe(before);
    expect((await t.ok('BL001', {}, demo)).overdueCount).toBe(1);
  });

  it('repaying twice with the same key charges once; another attempt at a repaid bill is refused (3002)', async () => {
    const overdue = (await t.ok('BL001', {}, demo)).list.filter((b) => b.status === 'OVERDUE').map((b) => b.billId);
    const before = (await balance()) ?? 0;
    const req = { billIds: overdue, payType: 'MEMBERPAY' as const, payPassword: '123456', idempotencyKey: 'bills-test-repay-1' };
    const [a, b] = await Promise.all([t.ok('BL003', req, demo), t.ok('BL003', req, demo)]);
    expect(a).toEqual(b);
    expect(a.paidAmount).toBe(BILL);
    expect(await balance()).toBe(before - BILL);
    const again = await t.call({ apiCode: 'BL003', ...req, idempotencyKey: 'bills-test-repay-2' }, demo);
    expect(again.rspCode).toBe('3002');
    expect(await balance()).toBe(before - BILL);
    const after = await t.ok('BL001', {}, demo);
    expect(after.overdueCount).toBe(0);
    expect(after.totalDue).toBe(2 * BILL);
  });
});
