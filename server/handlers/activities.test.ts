import { beforeAll, describe, expect, it } from 'vitest';
import { pickByWeight } from '../domain/lottery';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

let keyNo = 0;
const key = () => `draw-key-${(keyNo += 1)}`;

describe('lottery draws (AC001-AC003)', () => {
  it('the gateway records the prize it returns, and a repeated idempotency key draws once', async () => {
    const token = await t.login('13655550001');
    const k = key();
    const first = await t.ok('AC002', { lotteryId: 1, idempotencyKey: k }, token);
    const again = await t.ok('AC002', { lotteryId: 1, idempotencyKey: k }, token);
    expect(again).toEqual(first);
    const records = await t.ok('AC003', { lotteryId: 1 }, token);
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ id: first.drawId, prizeId: first.prize.id, prizeName: first.prize.name });
    const info = await t.ok('AC001', { lotteryId: 1 }, token);
    expect(info.prizes.map((p) => p.id)).toContain(first.prize.id);
    expect(info.remaining).toBe(2);
  });

  it('refuses a draw beyond the daily limit with a message', async () => {
    const token = await t.login('13655550002');
    for (let i = 0; i < 3; i += 1) await t.ok('AC002', { lotteryId: 1, idempotencyKey: key() }, token);
    const refused = await t.call({ apiCode: 'AC002', lotteryId: 1, idempotencyKey: key() }, token);
    expect(refused).toMatchObject({ rspCode: '3804', rspMsg: '今日次数已用完（每天 3 次），明天再来吧' });
    expect((await t.ok('AC001', { lotteryId: 1 }, token)).remaining).toBe(0);
  });

  it('awards points prizes and coupons through the ledger and 我的优惠券', async () => {
    const token = await t.login('13655550003');
    const before = (await t.ok('PT001', {}, token)).points;
    const draw = await t.ok('AC002', { lotteryId: 4, idempotencyKey: key() }, token);
    const after = (await t.ok('PT001', {}, token)).points;
    const coupons = (await t.ok('CU001', {}, token)).list;
    if (draw.prize.kind === 'POINTS') expect(after).toBe(before + Number.parseInt(draw.prize.name, 10));
    if (draw.prize.kind === 'COUPON') expect(coupons.map((c) => c.name)).toContain(draw.prize.name);
    expect(draw.points).toBe(after);
  });

  it('the treasure hunt spends 100 points per dig and refuses without enough points', async () => {
    const token = await t.login('13655550004');
    const refused = await t.call({ apiCode: 'AC002', lotteryId: 3, idempotencyKey: key() }, token);
    expect(refused).toMatchObject({ rspCode: '2602', rspMsg: '积分不足' });
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '13655550004'");
    await t.db.query('UPDATE users SET points = 100 WHERE id = $1', [user?.id]);
    const dig = await t.ok('AC002', { lotteryId: 3, idempotencyKey: key() }, token);
    const won = dig.prize.kind === 'POINTS' ? Number.parseInt(dig.prize.name, 10) : 0;
    expect(dig.points).toBe(won);
    const ledger = await t.ok('PT002', { pageNum: 1, pageSize: 10 }, token);
    expect(ledger.list.map((r) => r.change)).toContain(-100);
  });

  it('never hands out a prize whose stock is gone', async () => {
    const token = await t.login('13655550005');
    await t.db.query('UPDATE lottery_prizes SET stock = 0 WHERE lottery_id = 2 AND id <> 203');
    const draw = await t.ok('AC002', { lotteryId: 2, idempotencyKey: key() }, token);
    expect(draw.prize.id).toBe(203);
  });

  it('refuses draws outside the activity window', async () => {
    const token = await t.login('13655550006');
    await t.db.query('UPDATE lotteries SET start_at = $1 WHERE id = 4', [Date.now() + 3_600_000]);
    expect(await t.call({ apiCode: 'AC002', lotteryId: 4, idempotencyKey: key() }, token)).toMatchObject({ rspCode: '3802', rspMsg: '活动未开始' });
    expect((await t.ok('AC001', { lotteryId: 4 })).status).toBe('NOT_STARTED');
    await t.db.query('UPDATE lotteries SET start_at = 0, end_at = $1 WHERE id = 4', [Date.now() - 1000]);
    expect(await t.call({ apiCode: 'AC002', lotteryId: 4, idempotencyKey: key() }, token)).toMatchObject({ rspCode: '3803', rspMsg: '活动已结束' });
  });

  it('picks prizes in proportion to their weights', () => {
    const prizes = [{ id: 1, weight: 1 }, { id: 2, weight: 3 }];
    expect([0, 1, 2, 3].map((roll) => pickByWeight(prizes, roll).id)).toEqual([1, 2, 2, 2]);
  });
});

describe('coupon receiving (AC004, AC005)', () => {
  it('a coupon is received once: then 已领取 in the list and a 3811 refusal on a repeat', async () => {
    const token = await t.login('13655550011');
    const received = await t.ok('AC005', { templateId: 12 }, token);
    expect(received.coupon).toMatchObject({ name: '新人 20 元满减券', amount: 2000, status: 'UNUSED' });
    expect(await t.call({ apiCode: 'AC005', templateId: 12 }, token)).toMatchObject({ rspCode: '3811', rspMsg: '您已领取过该优惠券' });
    const list = (await t.ok('AC004', { batch: 'NEW_USER' }, token)).list;
    expect(list.find((c) => c.id === 12)?.status).toBe('RECEIVED');
    expect((await t.ok('CU001', {}, token)).list.filter((c) => c.name === '新人 20 元满减券')).toHaveLength(1);
  });

  it('a template without stock is 已抢光 and refused', async () => {
    const token = await t.login('13655550012');
    expect((await t.ok('AC004', { batch: 'NEW_USER' }, token)).list.find((c) => c.id === 13)?.status).toBe('SOLD_OUT');
    expect(await t.call({ apiCode: 'AC005', templateId: 13 }, token)).toMatchObject({ rspCode: '3812', rspMsg: '优惠券已抢光' });
  });
});

describe('goods by ids (AC006)', () => {
  it('answers the goods in the order given, leaving unknown ids out', async () => {
    const { list } = await t.ok('AC006', { ids: 'SPU1008,NOPE,SPU1001' });
    expect(list.map((g) => g.spuId)).toEqual(['SPU1008', 'SPU1001']);
    expect((await t.ok('AC006', { ids: '' })).list).toEqual([]);
  });
});
