import type { InProcess } from './harness';
import { PNG_1PX } from './harness';
import { hashPayPassword } from '../domain/pay-password';
import { createSession } from '../gateway/session';
import { PLANTED_SMS, RESERVED_PHONE, type Fixtures } from './samples';

/** Puts the given active user's address and bank card straight into the database (their apiCodes are tested on their own). */
export async function seedWallet(t: InProcess, token: string): Promise<{ addressId: number; bankCardId: number; spareCardId: number }> {
  const userId = Number((await t.ok('SF003', {}, token)).id);
  const [address] = await t.db.query<{ id: number }>(
    "INSERT INTO addresses (user_id, name, tel, province, city, county, country, area_code, is_default, postal_code, address_detail) VALUES ($1, '测试', '13700000000', '上海市', '上海市', '徐汇区', '中国', '310104', 'Y', '200030', '漕溪北路1号') RETURNING id",
    [userId]);
  const [card] = await t.db.query<{ id: number }>(
    "INSERT INTO bank_cards (user_id, bank_name, masked_no, last4, card_type, phone, is_default, created_at) VALUES ($1, '工商银行', '6222 **** **** 1234', '1234', 'DEBIT', '13700000000', 'Y', 0) RETURNING id",
    [userId]);
  const [spare] = await t.db.query<{ id: number }>(
    "INSERT INTO bank_cards (user_id, bank_name, masked_no, last4, card_type, phone, is_default, created_at) VALUES ($1, '中国银行', '6013 **** **** 4321', '4321', 'DEBIT', '13700000000', 'N', 0) RETURNING id",
    [userId]);
  return { addressId: address?.id ?? 0, bankCardId: card?.id ?? 0, spareCardId: spare?.id ?? 0 };
}

/** Builds everything the contract samples refer to, through the gateway itself. */
export async function buildFixtures(t: InProcess): Promise<Fixtures> {
  const fresh = await t.login('13622220000');
  const front = await t.ok('BA004', { fileName: 'front.png', contentType: 'image/png', base64: PNG_1PX }, fresh);
  const back = await t.ok('BA004', { fileName: 'back.png', contentType: 'image/png', base64: PNG_1PX }, fresh);
  const ocr = await t.ok('UC004', { side: 'FRONT', fileId: front.fileId }, fresh);
  const active = await t.activate('13622221111');
  const { addressId, bankCardId, spareCardId } = await seedWallet(t, active);
  const activeId = Number((await t.ok('SF003', {}, active)).id);
  const big = await t.ok('SF202', { spuId: 'SPU1001', quantity: 1, addressId, idempotencyKey: 'fixture-big' }, active);
  await t.ok('CS002', { orderId: big.orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: 'fixture-pay-big' }, active);
  const bills = await t.ok('BL001', {}, active);
  const order = await t.ok('SF202', { spuId: 'SPU1002', quantity: 1, addressId, idempotencyKey: 'fixture-order' }, active);
  const cancel = await t.ok('SF202', { spuId: 'SPU1003', quantity: 1, addressId, idempotencyKey: 'fixture-cancel' }, active);
  const equity = await t.ok('EQ002', { equityId: 3, idempotencyKey: 'fixture-equity' }, active);
  await t.ok('CS002', { orderId: equity.orderId, payType: 'ALIPAY', idempotencyKey: 'fixture-pay-equity' }, active);
  const recharge = await t.ok('OT003', { amount: 20000, idempotencyKey: 'fixture-recharge' }, active);
  await t.ok('CS002', { orderId: recharge.orderId, payType: 'WECHATPAY', idempotencyKey: 'fixture-pay-recharge' }, active);
  const pre = await t.ok('SF201', { productId: 'P_FORM_APPLIANCE', amount: 200000, periods: 3 }, active);
  const topup = await t.ok('TP002', { phone: '13700000008', productId: 1, idempotencyKey: 'fixture-topup' }, active);
  // The card CP002 retrieves is a second one: once retrieved, the equity order (EQ004's sample) could no longer be refunded.
  const spare = await t.ok('EQ002', { equityId: 3, idempotencyKey: 'fixture-equity-card' }, active);
  await t.ok('CS002', { orderId: spare.orderId, payType: 'ALIPAY', idempotencyKey: 'fixture-pay-equity-card' }, active);
  const [secret] = await t.db.query<{ id: number }>('SELECT id FROM card_secrets WHERE user_id = $1 AND order_id = $2', [activeId, spare.orderId]);
  await t.db.query('UPDATE users SET pay_pwd_hash = $2 WHERE id = $1', [activeId, hashPayPassword('135790')]);
  const loaner = await t.activate('13622223333');
  const loan = await t.ok('CL002', { productId: 'P_CASH_SELF', amount: 100000, periods: 3, purpose: 'DAILY', idempotencyKey: 'fixture-loan' }, loaner);
  await t.db.query("UPDATE cash_loans SET status = 'CASH-USE' WHERE id = $1", [loan.loanId]);
  const quitter = await t.login('13622224444');
  for (const phone of [RESERVED_PHONE, '13622221111', '13622224444']) {
    await t.db.query('INSERT INTO sms_codes (phone, code, sent_at, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (phone) DO UPDATE SET code = $2, expires_at = $4, used = false', [phone, PLANTED_SMS, Date.now(), Date.now() + 600_000]);
  }
  const logout = await createSession(t.db, activeId, Date.now());
  return {
    spareCardId, secretCardId: secret?.id ?? 0, topupOrderId: topup.orderId, loanId: loan.loanId, loaner, quitter, logout,
    fresh, active, frontFileId: front.fileId, backFileId: back.fileId, ocrName: ocr.name ?? '', ocrIdNo: ocr.idNo ?? '',
    orderId: order.orderId, cancelOrderId: cancel.orderId, equityOrderId: equity.orderId, billId: bills.list[0]?.billId ?? 0,
    preOrderId: pre.preOrderId, addressId, bankCardId,
  };
}
