import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FROZEN_PHONE, DEMO_PHONE } from '../seed/demo-users';
import { openInProcess, type InProcess } from '../testing/harness';

/**
 * BL003's rules beyond charging once (server/handlers/bills.test.ts): installments are repaid in due
 * order, and points frozen for open bills are unfrozen once no bill is left unpaid.
 */
let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

const userRow = async (phone: string) =>
  (await t.db.query<{ balance: number; frozen_points: number; credit_used: number }>('SELECT balance, frozen_points, credit_used FROM users WHERE phone = $1', [phone]))[0];

describe('BL003: installments are repaid in due order', () => {
  it('refuses a selection that leaves out an earlier unpaid period of the same order (3003) and changes nothing; in order it goes through', async () => {
    const demo = await t.login(DEMO_PHONE);
    const bills = (await t.ok('BL001', { status: 'UNPAID' }, demo)).list.sort((a, b) => a.periodNo - b.periodNo);
    expect(bills.map((b) => [b.periodNo, b.status])).toEqual([[1, 'OVERDUE'], [2, 'UNPAID'], [3, 'UNPAID']]);
    const [first, second, third] = bills.map((b) => b.billId) as [number, number, number];
    const before = await userRow(DEMO_PHONE);

    for (const billIds of [[second], [third], [first, third]]) {
      const refused = await t.call({ apiCode: 'BL003', billIds, payType: 'MEMBERPAY', payPassword: '123456', idempotencyKey: `due-order-skip-${billIds.join('-')}` }, demo);
      expect(refused.rspCode).toBe('3003');
    }
    const skip = await t.call({ apiCode: 'BL003', billIds: [second], payType: 'WECHATPAY', idempotencyKey: 'due-order-skip-msg' }, demo);
    expect(skip.rspMsg).toBe('请先还无线蓝牙耳机第1期：分期账单须按期数顺序还款');
    expect(await userRow(DEMO_PHONE)).toEqual(before);
    expect((await t.ok('BL001', { status: 'UNPAID' }, demo)).overdueCount).toBe(1);

    expect((await t.ok('BL003', { billIds: [second, first], payType: 'WECHATPAY', idempotencyKey: 'due-order-1-2' }, demo)).bills).toHaveLength(2);
    expect((await t.ok('BL003', { billIds: [third], payType: 'WECHATPAY', idempotencyKey: 'due-order-3' }, demo)).bills).toHaveLength(1);
    expect((await t.ok('BL001', { status: 'UNPAID' }, demo)).list).toEqual([]);
  });
});

describe('BL003: points frozen for open bills are unfrozen when none is left', () => {
  it('repaying 王芳\'s (13600000000) open bill unfreezes her points, and the next order submit no longer answers 9992', async () => {
    const token = await t.login(DEMO_FROZEN_PHONE);
    expect(await t.ok('PT001', {}, token)).toEqual({ points: 1200, frozenPoints: 800 });
    const addressId = (await t.ok('AD001', {}, token)).list[0]?.id;
    const order = { apiCode: 'SF202', spuId: 'SPU1006', quantity: 1, addressId };
    expect(await t.call({ ...order, idempotencyKey: 'unfreeze-sf202-1' }, token)).toMatchObject({ rspCode: '9992', rspMsg: '冻结积分 800，请先解冻后再提交订单' });

    const open = await t.ok('BL001', { status: 'UNPAID' }, token);
    expect(open).toMatchObject({ overdueCount: 0, totalDue: 39900 });
    expect(open.list.map((b) => [b.title, b.status])).toEqual([['多功能空气炸锅', 'UNPAID']]);
    await t.ok('BL003', { billIds: open.list.map((b) => b.billId), payType: 'ALIPAY', idempotencyKey: 'unfreeze-repay' }, token);

    expect(await t.ok('PT001', {}, token)).toEqual({ points: 1200, frozenPoints: 0 });
    expect((await userRow(DEMO_FROZEN_PHONE))?.credit_used).toBe(0);
    expect((await t.call({ ...order, idempotencyKey: 'unfreeze-sf202-2' }, token)).rspCode).toBe('0000');
  });

  it('while another bill is still unpaid the points stay frozen', async () => {
    const token = await t.activate('13655550031');
    const id = Number((await t.ok('SF003', {}, token)).id);
    await t.db.query('UPDATE users SET points = 500, frozen_points = 300, credit_used = 2000 WHERE id = $1', [id]);
    await t.db.query(
      "INSERT INTO bills (user_id, order_id, title, product_type, period_no, total_periods, principal, fee, due_date, status) VALUES ($1, 'OX-1', '测试商品', 1, 1, 2, 1000, 0, '2999-01-01', 'UNPAID'), ($1, 'OX-1', '测试商品', 1, 2, 2, 1000, 0, '2999-02-01', 'UNPAID')",
      [id],
    );
    const [first, second] = (await t.ok('BL001', { status: 'UNPAID' }, token)).list.sort((a, b) => a.periodNo - b.periodNo).map((b) => b.billId) as [number, number];
    await t.ok('BL003', { billIds: [first], payType: 'ALIPAY', idempotencyKey: 'frozen-stays-1' }, token);
    expect((await t.ok('PT001', {}, token)).frozenPoints).toBe(300);
    await t.ok('BL003', { billIds: [second], payType: 'ALIPAY', idempotencyKey: 'frozen-stays-2' }, token);
    expect((await t.ok('PT001', {}, token)).frozenPoints).toBe(0);
  });
});
