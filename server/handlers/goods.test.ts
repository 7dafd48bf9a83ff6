import { beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../testing/fixtures';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
let token: string;
let addressId: number;
beforeAll(async () => {
  t = await openInProcess();
  token = await t.activate('13655550001');
  ({ addressId } = await seedWallet(t, token));
}, 30_000);

const stockOf = async (skuId: string) => (await t.db.query<{ stock: number }>('SELECT stock FROM goods_skus WHERE sku_id = $1', [skuId]))[0]?.stock;

describe('GD002 goods of a category', () => {
  it('lists a category with its sub-categories, and the whole shop without categoryId', async () => {
    const digital = await t.ok('GD002', { categoryId: 1, pageSize: 50 });
    expect(digital.list.map((g) => g.spuId).sort()).toEqual(['SPU1001', 'SPU1002', 'SPU1008', 'SPU1011']);
    const all = await t.ok('GD002', { pageSize: 50 });
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(digital.total);
  });

  it('takes the categoryId as the URL query gives it (a digit string)', async () => {
    expect((await t.ok('GD002', { categoryId: '5' })).list.map((g) => g.spuId)).toEqual(['SPU1001']);
    expect(await t.call({ apiCode: 'GD002', categoryId: '5a' })).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('categoryId') });
  });

  it('sorts by price both ways and by units sold', async () => {
    const prices = (await t.ok('GD002', { sort: 'PRICE_ASC', pageSize: 50 })).list.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await t.ok('GD002', { sort: 'PRICE_DESC', pageSize: 50 })).list.map((g) => g.price);
    expect(down).toEqual([...prices].reverse().sort((a, b) => b - a));
    const sales = (await t.ok('GD002', { sort: 'SALES', pageSize: 50 })).list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(await t.call({ apiCode: 'GD002', sort: 'NEWEST' })).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('sort') });
  });

  it('pages without repeating an item', async () => {
    const first = await t.ok('GD002', { pageNum: 1, pageSize: 5 });
    const second = await t.ok('GD002', { pageNum: 2, pageSize: 5 });
    expect(new Set([...first.list, ...second.list].map((g) => g.spuId)).size).toBe(10);
  });
});

describe('GD003 goods detail', () => {
  it('answers pictures, the purchase limit and SKUs with their specs, prices and stock', async () => {
    const phone = await t.ok('GD003', { spuId: 'SPU1001' });
    expect(phone.images.length).toBe(3);
    expect(phone.purchaseLimit).toBe(2);
    expect(phone.skus).toHaveLength(4);
    expect(phone.skus[1]).toMatchObject({ skuId: 'SPU1001-2', specs: [{ name: '颜色', value: '曜石黑' }, { name: '容量', value: '12GB+512GB' }], price: 339900, memberPrice: 329900 });
    expect(phone.stock).toBe(phone.skus.reduce((sum, s) => sum + s.stock, 0));
  });

  it('a guest pays the SKU price, a member its member price', async () => {
    const guest = await t.ok('GD003', { spuId: 'SPU1001' });
    expect(guest.skus.map((s) => s.payPrice)).toEqual(guest.skus.map((s) => s.price));
    const [user] = await t.db.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE token = $1', [token]);
    await t.db.query("UPDATE users SET member_card_type = 'YEAR_CARD', member_expire_at = 4102444800000 WHERE id = $1", [user?.user_id]);
    const member = await t.ok('GD003', { spuId: 'SPU1001' }, token);
    expect(member.skus.map((s) => s.payPrice)).toEqual(member.skus.map((s) => s.memberPrice));
    await t.db.query("UPDATE users SET member_card_type = 'NONE', member_expire_at = NULL WHERE id = $1", [user?.user_id]);
  });
});

describe('SF202 orders a SKU', () => {
  it('charges the SKU price and takes its stock, naming the spec in the order title', async () => {
    const before = await stockOf('SPU1003-1');
    const order = await t.ok('SF202', { spuId: 'SPU1003', skuId: 'SPU1003-1', quantity: 2, addressId, idempotencyKey: 'sku-order-1' }, token);
    expect(order).toMatchObject({ amount: 2 * 35900, quantity: 2, refId: 'SPU1003', title: '多功能空气炸锅（4.5L）' });
    expect(await stockOf('SPU1003-1')).toBe((before ?? 0) - 2);
  });

  it('a repeat with the same idempotency key returns the first order and takes no more stock', async () => {
    const body = { spuId: 'SPU1003', skuId: 'SPU1003-2', quantity: 1, addressId, idempotencyKey: 'sku-order-twice' };
    const first = await t.ok('SF202', body, token);
    const stock = await stockOf('SPU1003-2');
    const again = await t.ok('SF202', body, token);
    expect(again.orderId).toBe(first.orderId);
    expect(await stockOf('SPU1003-2')).toBe(stock);
  });

  it('refuses a SKU of another goods item, more than its stock, and more than the purchase limit', async () => {
    expect(await t.call({ apiCode: 'SF202', spuId: 'SPU1003', skuId: 'SPU1001-1', quantity: 1, addressId, idempotencyKey: 'sku-wrong' }, token))
      .toMatchObject({ rspCode: '2805' });
    await t.db.query("UPDATE goods_skus SET stock = 1 WHERE sku_id = 'SPU1002-2'");
    expect(await t.call({ apiCode: 'SF202', spuId: 'SPU1002', skuId: 'SPU1002-2', quantity: 2, addressId, idempotencyKey: 'sku-short' }, token))
      .toMatchObject({ rspCode: '2803', rspMsg: '无线蓝牙耳机 主动降噪（深空黑）库存不足' });
    expect(await stockOf('SPU1002-2')).toBe(1);
    expect(await t.call({ apiCode: 'SF202', spuId: 'SPU1001', skuId: 'SPU1001-1', quantity: 3, addressId, idempotencyKey: 'sku-limit' }, token))
      .toMatchObject({ rspCode: '2806', rspMsg: '星耀 X20 5G 智能手机 每单限购2件' });
  });
});
