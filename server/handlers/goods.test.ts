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

  it('keeps the periods chosen at the checkout on the order (SF206), so the cashier opened again from the order list offers them; one under 1000 yuan', async () => {
    const phone = await t.ok('SF202', { spuId: 'SPU1001', skuId: 'SPU1001-1', quantity: 1, addressId, periods: 12, idempotencyKey: 'sku-periods-12' }, token);
    expect(phone.periods).toBe(12);
    expect((await t.ok('SF206', { orderId: phone.orderId }, token)).periods).toBe(12);
    const fryer = await t.ok('SF202', { spuId: 'SPU1003', skuId: 'SPU1003-1', quantity: 1, addressId, periods: 12, idempotencyKey: 'sku-periods-small' }, token);
    expect(fryer.periods).toBe(1);
    const none = await t.ok('SF202', { spuId: 'SPU1003', skuId: 'SPU1003-1', quantity: 1, addressId, idempotencyKey: 'sku-periods-none' }, token);
    expect(none.periods).toBe(1);
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

describe('goods orders: stock and units sold', () => {
  const goodsOf = async (spuId: string) => (await t.db.query<{ stock: number; sales: number }>('SELECT stock, sales FROM goods WHERE spu_id = $1', [spuId]))[0];

  it('cancelling an unpaid order (SF207) returns the stock to the SKU ordered and to the goods item', async () => {
    const sku = await stockOf('SPU1014-2');
    const goods = await goodsOf('SPU1014');
    const order = await t.ok('SF202', { spuId: 'SPU1014', skuId: 'SPU1014-2', quantity: 3, addressId, idempotencyKey: 'cancel-returns-sku' }, token);
    expect(await stockOf('SPU1014-2')).toBe((sku ?? 0) - 3);
    await t.ok('SF207', { orderId: order.orderId }, token);
    expect(await stockOf('SPU1014-2')).toBe(sku);
    expect((await goodsOf('SPU1014'))?.stock).toBe(goods?.stock);
  });

  it('units sold move when the order is paid, not when it is submitted, and never for a cancelled order', async () => {
    const before = (await goodsOf('SPU1009'))?.sales ?? 0;
    const order = await t.ok('SF202', { spuId: 'SPU1009', skuId: 'SPU1009-1', quantity: 2, addressId, idempotencyKey: 'sales-at-pay' }, token);
    expect((await goodsOf('SPU1009'))?.sales).toBe(before);
    const dropped = await t.ok('SF202', { spuId: 'SPU1009', skuId: 'SPU1009-1', quantity: 1, addressId, idempotencyKey: 'sales-cancelled' }, token);
    await t.ok('SF207', { orderId: dropped.orderId }, token);
    expect((await goodsOf('SPU1009'))?.sales).toBe(before);
    await t.ok('CS002', { orderId: order.orderId, payType: 'ALIPAY', idempotencyKey: 'sales-at-pay-pay' }, token);
    expect((await goodsOf('SPU1009'))?.sales).toBe(before + 2);
  });
});

describe('SF202 idempotency key bound to its order', () => {
  it('the same key with another address, after the first order was placed, is refused with 2807 and places nothing', async () => {
    const userId = Number((await t.ok('SF003', {}, token)).id);
    const [other] = await t.db.query<{ id: number }>(
      "INSERT INTO addresses (user_id, name, tel, province, city, county, country, area_code, is_default, postal_code, address_detail) VALUES ($1, '李四', '13700000009', '北京市', '北京市', '朝阳区', '中国', '110105', 'N', '100020', '建国路1号') RETURNING id",
      [userId]);
    const body = { spuId: 'SPU1006', skuId: 'SPU1006-1', quantity: 1, addressId, idempotencyKey: 'lost-answer-then-new-address' };
    const first = await t.ok('SF202', body, token);
    const stock = await stockOf('SPU1006-1');
    const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [userId]))[0]?.n);
    const orders = await count();
    const changed = await t.call({ apiCode: 'SF202', ...body, addressId: other?.id }, token);
    expect(changed).toMatchObject({ rspCode: '2807', rspMsg: expect.stringContaining('您刚才提交的订单已生成') });
    expect(await count()).toBe(orders);
    expect(await stockOf('SPU1006-1')).toBe(stock);
    // The same fields with the key still answer the first order.
    expect((await t.ok('SF202', body, token)).orderId).toBe(first.orderId);
  });

  it('a key whose first call was refused stays free: the next call with other fields places its order', async () => {
    const body = { spuId: 'SPU1006', skuId: 'SPU1006-1', quantity: 1, addressId: 999_999, idempotencyKey: 'refused-then-fixed' };
    expect(await t.call({ apiCode: 'SF202', ...body }, token)).toMatchObject({ rspCode: '2802' });
    const order = await t.ok('SF202', { ...body, addressId }, token);
    expect(order.refId).toBe('SPU1006');
  });
});
