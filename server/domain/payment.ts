import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { requireCard } from './bank-cards';
import { fulfil } from './fulfil';
import { changeBalance, createBills, installmentPlan, drawCredit, periodsAllowed } from './ledger';
import { moveOrder, type OrderRow, type PayType } from './orders';
import { newRecordId } from './record-id';

export type PayResult = ApiResponse<'CS002'>;

const CREDIT_TYPES: PayType[] = ['BILLPAY', 'CREDITSALES'];

/** Pay types an order's kind accepts: balance recharge only through external channels, never balance or credit. */
export function allowedPayTypes(order: Pick<OrderRow, 'kind'>): PayType[] {
  if (order.kind === 'BALANCE') return ['ALIPAY', 'WECHATPAY', 'QUICKPAY'];
  if (order.kind === 'PRODUCT') return ['CREDITSALES'];
  return ['BILLPAY', 'CREDITSALES', 'ALIPAY', 'WECHATPAY', 'QUICKPAY', 'MEMBERPAY'];
}

/**
 * The periods a credit payment uses. BILLPAY is one period. A PRODUCT order (SF201/SF203) carries
 * the periods the customer confirmed with its repayment plan (already checked against the product's
 * periods), so another value is refused (2505). More than one period needs 1000 yuan (2506, spec §9).
 */
export function creditPeriods(order: Pick<OrderRow, 'kind' | 'amount' | 'periods'>, payType: PayType, requested: number | undefined): number {
  if (payType === 'BILLPAY') return 1;
  if (order.kind === 'PRODUCT' && requested !== undefined && requested !== order.periods) {
    throw new BizError('2505', `该订单已确认分期${order.periods}期，不可更改为${requested}期`);
  }
  const periods = requested ?? order.periods;
  if (!periodsAllowed(order.amount, periods)) throw new BizError('2506', '分期金额最低1000元，该订单仅支持1期');
  return periods;
}

export interface PayInput {
  payType: PayType;
  periods?: number;
  bankCardId?: number;
}

/** Pays an unpaid order inside the caller's transaction: REPAY -> PAYING -> PAIED, takes the money, then fulfils. */
export async function payOrder(q: Queryable, order: OrderRow, input: PayInput, now: number): Promise<PayResult> {
  if (order.status !== 'REPAY') throw new BizError('2503', order.status === 'FAILED' ? '订单已取消' : '订单已支付，请勿重复支付');
  if (!allowedPayTypes(order).includes(input.payType)) throw new BizError('2504', `该订单不支持 ${input.payType} 支付方式`);
  // Paid in full (not on credit) is one period, whatever the checkout had chosen (SF202 keeps that choice on the order).
  const periods = CREDIT_TYPES.includes(input.payType) ? creditPeriods(order, input.payType, input.periods) : 1;
  let paying = await moveOrder(q, order, 'PAYING', now);
  if (periods !== order.periods) {
    await q.query('UPDATE orders SET periods = $2 WHERE id = $1', [order.id, periods]);
    paying = { ...paying, periods };
  }
  const remark = `${order.title}（订单 ${order.id}）`;
  if (CREDIT_TYPES.includes(input.payType)) {
    await drawCredit(q, order.user_id, order.amount, remark, now);
    const productType = order.kind === 'PRODUCT' ? 2 : 1;
    await createBills(q, order.user_id, order.id, order.title, productType, installmentPlan(order.amount, periods, now));
  } else if (input.payType === 'MEMBERPAY') {
    await changeBalance(q, order.user_id, -order.amount, 'PAY', remark, now);
  } else if (input.payType === 'QUICKPAY') {
    await requireCard(q, order.user_id, input.bankCardId);
  }
  const payId = newRecordId('P', now);
  await q.query("INSERT INTO payments (id, order_id, user_id, pay_type, amount, status, created_at) VALUES ($1, $2, $3, $4, $5, 'SUCCESS', $6)", [
    payId, order.id, order.user_id, input.payType, order.amount, now,
  ]);
  await q.query('UPDATE orders SET pay_type = $2 WHERE id = $1', [order.id, input.payType]);
  const paid = await moveOrder(q, { ...paying, pay_type: input.payType }, 'PAIED', now);
  const done = await fulfil(q, paid, now);
  return { payId, orderId: order.id, payType: input.payType, amount: order.amount, status: 'SUCCESS', orderStatus: done.status, channelStatus: done.channel_status };
}
