import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';
import { checkDigit } from '../domain/id-card';
import { hashPayPassword } from '../domain/pay-password';
import { installmentPlan } from '../domain/ledger';
import { addMonths, dayOf, DAY_MS } from '../domain/time';

export const DEMO_PHONE = '13800000000';
export const DEMO_INFO_PHONE = '13900000000';
/** A FINISH user with part of the points frozen: order submission answers 9992 (the freeze dialog). */
export const DEMO_FROZEN_PHONE = '13600000000';
/** The demo user's 6-digit pay password (cashier, card secrets). */
export const DEMO_PAY_PASSWORD = '123456';

/**
 * 13800000000's installment order O20240001: 3 earbuds at the member price (3 × 459 yuan), on 3 periods. It is at least
 * the 1000 yuan an installment needs (spec §9), and its bills are the gateway's plan (459 yuan + 8.26 yuan fee each).
 */
export const DEMO_ORDER_AMOUNT = 3 * 45_900;
export const DEMO_ORDER_PERIODS = 3;

/** 13600000000's open credit purchase O20240002: one 多功能空气炸锅 (6L) at the list price, on 1 period. */
const FROZEN_ORDER_AMOUNT = 39_900;

const idNo = (first17: string) => `${first17}${checkDigit(first17)}`;

/**
 * 13800000000: flow FINISH, pay password 123456, 10000 yuan limit, a year card, points, balance, coupons, a bank card, an
 * address and a 3-period installment order whose first bill is overdue (so order and cashier calls
 * answer 9991 until it is repaid). 13900000000: flow INFO (ID card confirmed, personal info pending).
 * 13600000000: flow FINISH with 800 of 1200 points frozen, an address and one unpaid (not yet due) bill, O20240002's
 * 多功能空气炸锅 on 1 period: submitting an order opens the freeze dialog (9992) until the bill is repaid, which unfreezes
 * the points (BL003).
 */
export async function seedDemoUsers(q: Queryable, now: number): Promise<void> {
  await insertRows(q, 'users', [
    { phone: DEMO_PHONE, name: '张伟', id_no: idNo('11010519900307123'), flow: 'FINISH', pay_pwd_hash: hashPayPassword(DEMO_PAY_PASSWORD), member_card_type: 'YEAR_CARD', member_expire_at: now + 200 * DAY_MS, points: 2600, frozen_points: 0, balance: 150000, credit_limit: 1000000, credit_used: DEMO_ORDER_AMOUNT, created_at: now - 90 * DAY_MS },
    { phone: DEMO_FROZEN_PHONE, name: '王芳', id_no: idNo('44030519880615432'), flow: 'FINISH', pay_pwd_hash: hashPayPassword(DEMO_PAY_PASSWORD), member_card_type: 'NONE', member_expire_at: null, points: 1200, frozen_points: 800, balance: 0, credit_limit: 500000, credit_used: FROZEN_ORDER_AMOUNT, created_at: now - 60 * DAY_MS },
    { phone: DEMO_INFO_PHONE, name: '李娜', id_no: idNo('31010419950812246'), flow: 'INFO', member_card_type: 'NONE', member_expire_at: null, points: 0, frozen_points: 0, balance: 0, credit_limit: 0, credit_used: 0, created_at: now - 10 * DAY_MS },
  ]);
  const [demo] = await q.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_PHONE]);
  const uid = demo?.id ?? 1;
  const created = now - 40 * DAY_MS;
  await insertRows(q, 'orders', [{
    id: 'O20240001', user_id: uid, scene: 'GOODS_ORDER', ref_id: 'SPU1002', title: '无线蓝牙耳机', quantity: 3, amount: DEMO_ORDER_AMOUNT, discount: 0, periods: DEMO_ORDER_PERIODS,
    status: 'FINISH', channel_status: 'FINISH', pay_type: 'CREDITSALES', coupon_id: null, address: null, extra: { kind: 'GOODS' }, created_at: created, updated_at: created,
  }]);
  // The gateway's own plan (principal and fee), with the first bill due 10 days ago.
  await insertRows(q, 'bills', installmentPlan(DEMO_ORDER_AMOUNT, DEMO_ORDER_PERIODS, now).map((line, i) => ({
    user_id: uid, order_id: 'O20240001', title: '无线蓝牙耳机', product_type: 1, period_no: line.periodNo, total_periods: DEMO_ORDER_PERIODS, principal: line.principal, fee: line.fee,
    paid: 0, due_date: addMonths(dayOf(now - 10 * DAY_MS), i), status: 'UNPAID',
  })));
  await insertRows(q, 'limit_records', [
    { user_id: uid, kind: 'GRANT', change: 1000000, remark: '授信成功，获得额度', created_at: now - 60 * DAY_MS },
    { user_id: uid, kind: 'USE', change: -DEMO_ORDER_AMOUNT, remark: '信用购：无线蓝牙耳机', created_at: created },
  ]);
  await insertRows(q, 'point_records', [
    { user_id: uid, change: 2000, reason: '新人注册奖励', created_at: now - 60 * DAY_MS },
    { user_id: uid, change: 600, reason: '购物返积分', created_at: created },
  ]);
  await insertRows(q, 'balance_records', [{ user_id: uid, change: 150000, kind: 'RECHARGE', remark: '余额充值', created_at: now - 30 * DAY_MS }]);
  await insertRows(q, 'coupons', [
    { user_id: uid, name: '10元满减券', amount: 1000, threshold: 5000, status: 'UNUSED', expire_at: now + 30 * DAY_MS },
    { user_id: uid, name: '50元满减券', amount: 5000, threshold: 30000, status: 'UNUSED', expire_at: now + 60 * DAY_MS },
    { user_id: uid, name: '5元无门槛券', amount: 500, threshold: 0, status: 'EXPIRED', expire_at: now - DAY_MS },
  ]);
  await insertRows(q, 'bank_cards', [{ user_id: uid, bank_name: '招商银行', masked_no: '6225 **** **** 8888', last4: '8888', card_type: 'DEBIT', phone: DEMO_PHONE, is_default: 'Y', created_at: now - 50 * DAY_MS }]);
  await insertRows(q, 'addresses', [{ user_id: uid, name: '张伟', tel: DEMO_PHONE, province: '北京市', city: '北京市', county: '朝阳区', country: '中国', area_code: '110105', is_default: 'Y', postal_code: '100020', address_detail: '建国路88号SOHO现代城A座1201' }]);
  const [frozen] = await q.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_FROZEN_PHONE]);
  if (frozen) {
    await insertRows(q, 'addresses', [{ user_id: frozen.id, name: '王芳', tel: DEMO_FROZEN_PHONE, province: '广东省', city: '深圳市', county: '南山区', country: '中国', area_code: '440305', is_default: 'Y', postal_code: '518000', address_detail: '科技园南区粤海街道8号' }]);
    await insertRows(q, 'limit_records', [{ user_id: frozen.id, kind: 'GRANT', change: 500000, remark: '授信成功，获得额度', created_at: now - 50 * DAY_MS }]);
    await insertRows(q, 'point_records', [{ user_id: frozen.id, change: 1200, reason: '新人注册奖励', created_at: now - 50 * DAY_MS }]);
    // The open bill her points are frozen for: a credit purchase 25 days ago on 1 period, due in about 5 days (not overdue, so no 9991).
    const bought = now - 25 * DAY_MS;
    await insertRows(q, 'orders', [{
      id: 'O20240002', user_id: frozen.id, scene: 'GOODS_ORDER', ref_id: 'SPU1003', title: '多功能空气炸锅', quantity: 1, amount: FROZEN_ORDER_AMOUNT, discount: 0, periods: 1,
      status: 'FINISH', channel_status: 'FINISH', pay_type: 'CREDITSALES', coupon_id: null, address: null, extra: { kind: 'GOODS' }, created_at: bought, updated_at: bought,
    }]);
    await insertRows(q, 'payments', [{ id: 'P20240002', order_id: 'O20240002', user_id: frozen.id, pay_type: 'CREDITSALES', amount: FROZEN_ORDER_AMOUNT, status: 'SUCCESS', created_at: bought }]);
    await insertRows(q, 'bills', installmentPlan(FROZEN_ORDER_AMOUNT, 1, bought).map((line) => ({
      user_id: frozen.id, order_id: 'O20240002', title: '多功能空气炸锅', product_type: 1, period_no: line.periodNo, total_periods: 1, principal: line.principal, fee: line.fee,
      paid: 0, due_date: line.dueDate, status: 'UNPAID',
    })));
    await insertRows(q, 'limit_records', [{ user_id: frozen.id, kind: 'USE', change: -FROZEN_ORDER_AMOUNT, remark: '信用购：多功能空气炸锅', created_at: bought }]);
  }
  await insertRows(q, 'card_secrets', [
    { user_id: uid, card_kind: 'JD', name: '京东E卡 100元', card_no: 'JD0000123456', secret: 'A1B2-C3D4-E5F6-G7H8', face_value: 10000, retrieved: false, created_at: now - 20 * DAY_MS },
    { user_id: uid, card_kind: 'GOLD', name: '黄金卡 50元', card_no: 'GD0000654321', secret: 'K9L8-M7N6-P5Q4-R3S2', face_value: 5000, retrieved: false, created_at: now - 5 * DAY_MS },
  ]);
  await insertRows(q, 'messages', [
    { user_id: uid, title: '账单逾期提醒', content: `您有一笔账单已逾期（应还日 ${addMonths(dayOf(now - 10 * DAY_MS), 0)}），请尽快还款以免影响信用。`, msg_type: 'BILL', is_read: false, created_at: now - 2 * DAY_MS },
    { user_id: uid, title: '订单已完成', content: '您的订单 O20240001 已完成，感谢您的支持。', msg_type: 'ORDER', is_read: false, created_at: created },
  ]);
}
