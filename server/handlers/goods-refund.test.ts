import { describe, expect, it } from 'vitest';
import { loadOrder } from '../domain/orders';
import { refundOrder } from '../domain/refund';
import { addAddress, inProcessSuite, newKey as key, newPhone } from '../testing/suite';

/**
 * A refunded goods order gives back what it took: its quantity returns to the stock of the SKU
 * ordered and of the goods item, and leaves the goods' units sold (counted at payment). The gateway
 * has no apiCode that refunds goods orders (EQ004 takes equity and membership orders only, 2904),
 * so the refund itself runs refundOrder in a transaction with the order locked, as EQ004 does.
 */
const c = inProcessSuite();

const SPU = 'SPU1003';
const SKU = 'SPU1003-1';

async function stockAndSales(): Promise<{ sku: number; goods: number; sales: number }> {
  const [sku] = await c.db.query<{ stock: number }>('SELECT stock FROM goods_skus WHERE sku_id = $1', [SKU]);
  const [goods] = await c.db.query<{ stock: number; sales: number }>('SELECT stock, sales FROM goods WHERE spu_id = $1', [SPU]);
  return { sku: sku?.stock ?? NaN, goods: goods?.stock ?? NaN, sales: goods?.sales ?? NaN };
}

/** A customer's paid order of 2 of the SKU, with the counts before it was placed. */
async function paidOrder(): Promise<{ token: string; userId: number; orderId: string; before: Awaited<ReturnType<typeof stockAndSales>> }> {
  const token = await c.activate(newPhone('133'));
  const userId = Number((await c.ok('SF003', {}, token)).id);
  const before = await stockAndSales();
  const order = await c.ok('SF202', { spuId: SPU, skuId: SKU, quantity: 2, addressId: await addAddress(c, token), idempotencyKey: key('order') }, token);
  await c.ok('CS002', { orderId: order.orderId, payType: 'ALIPAY', idempotencyKey: key('pay') }, token);
  expect(await stockAndSales()).toEqual({ sku: before.sku - 2, goods: before.goods - 2, sales: before.sales + 2 });
  return { token, userId, orderId: order.orderId, before };
}

const refund = (userId: number, orderId: string) =>
  c.db.transaction(async (tx) => refundOrder(tx, await loadOrder(tx, userId, orderId, true), Date.now()));

describe('a refunded goods order returns its stock and leaves units sold', () => {
  it('the quantity goes back to the SKU and the goods item, and off the goods sales', async () => {
    const { token, userId, orderId, before } = await paidOrder();
    expect((await refund(userId, orderId)).status).toBe('REFUND');
    expect(await stockAndSales()).toEqual(before);
    expect((await c.ok('SF206', { orderId }, token)).status).toBe('REFUND');
  });

  it('exactly once: refunding the refunded order again is refused (2501) and gives nothing back twice', async () => {
    const { userId, orderId, before } = await paidOrder();
    await refund(userId, orderId);
    await expect(refund(userId, orderId)).rejects.toMatchObject({ code: '2501' });
    expect(await stockAndSales()).toEqual(before);
  });

  it('EQ004 does not refund goods orders (2904): stock and units sold stay as paid', async () => {
    const { token, orderId, before } = await paidOrder();
    expect(await c.call({ apiCode: 'EQ004', orderId, reason: '不想要了' }, token)).toMatchObject({ rspCode: '2904' });
    expect(await stockAndSales()).toEqual({ sku: before.sku - 2, goods: before.goods - 2, sales: before.sales + 2 });
  });
});
