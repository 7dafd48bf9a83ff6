import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../schemas/api/contract.gen';
import { addAddress, inProcessSuite, newKey as key, newPhone } from '../testing/suite';

/** CS001's pay types: an unavailable one says why with a code the screens act on and the text the customer reads. */
const c = inProcessSuite();
const phone = () => newPhone('133');

type Options = ApiResponse<'CS001'>['payTypes'];
/** payType → [available, reasonCode, reason] as CS001 answers them. */
const summary = (options: Options) => Object.fromEntries(options.map((p) => [p.payType, [p.available, p.reasonCode, p.reason]]));

const goodsOrder = async (token: string) =>
  (await c.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId: await addAddress(c, token), idempotencyKey: key('sf202') }, token)).orderId;
const userId = async (token: string) => Number((await c.ok('SF003', {}, token)).id);

describe('CS001 says why a pay type is unavailable: reasonCode for the screens, reason for the customer', () => {
  it('a customer whose credit is not activated yet: CREDIT_INACTIVE 请先完成授信 on both credit pay types, NO_CARD without a card, BALANCE_SHORT without balance', async () => {
    const token = await c.login(phone());
    const info = await c.ok('CS001', { orderId: await goodsOrder(token) }, token);
    expect(summary(info.payTypes)).toEqual({
      BILLPAY: ['N', 'CREDIT_INACTIVE', '请先完成授信'],
      CREDITSALES: ['N', 'CREDIT_INACTIVE', '请先完成授信'],
      ALIPAY: ['Y', undefined, undefined],
      WECHATPAY: ['Y', undefined, undefined],
      QUICKPAY: ['N', 'NO_CARD', '请先绑定银行卡'],
      MEMBERPAY: ['N', 'BALANCE_SHORT', '余额不足'],
    });
  });

  it('activated credit whose available limit is below the amount: LIMIT_SHORT 可用额度不足; a bound card and enough balance make QUICKPAY and MEMBERPAY available, without a reason', async () => {
    const token = await c.activate(phone());
    const orderId = await goodsOrder(token);
    const id = await userId(token);
    await c.db.query('UPDATE users SET credit_limit = 100, balance = 100000000 WHERE id = $1', [id]);
    await c.db.query(
      "INSERT INTO bank_cards (user_id, bank_name, masked_no, last4, card_type, phone, is_default, created_at) VALUES ($1, '工商银行', '6222 **** **** 1234', '1234', 'DEBIT', '13700000000', 'Y', 0)",
      [id],
    );
    const info = await c.ok('CS001', { orderId }, token);
    expect(summary(info.payTypes)).toMatchObject({
      BILLPAY: ['N', 'LIMIT_SHORT', '可用额度不足'],
      CREDITSALES: ['N', 'LIMIT_SHORT', '可用额度不足'],
      QUICKPAY: ['Y', undefined, undefined],
      MEMBERPAY: ['Y', undefined, undefined],
    });
  });

  it('a pay type the order refuses (a balance recharge on credit or from the balance): NOT_SUPPORTED 该订单不支持此支付方式, before any other reason', async () => {
    const token = await c.login(phone());
    const topUp = (await c.ok('OT003', { amount: 20000, idempotencyKey: key('ot003') }, token)).orderId;
    const info = await c.ok('CS001', { orderId: topUp }, token);
    expect(summary(info.payTypes)).toEqual({
      BILLPAY: ['N', 'NOT_SUPPORTED', '该订单不支持此支付方式'],
      CREDITSALES: ['N', 'NOT_SUPPORTED', '该订单不支持此支付方式'],
      ALIPAY: ['Y', undefined, undefined],
      WECHATPAY: ['Y', undefined, undefined],
      QUICKPAY: ['N', 'NO_CARD', '请先绑定银行卡'],
      MEMBERPAY: ['N', 'NOT_SUPPORTED', '该订单不支持此支付方式'],
    });
  });
});
