import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Handler } from '../gateway/types';
import { once } from '../domain/idempotency';
import { asksPayPassword } from '../../schemas/pay-password';
import { loadOrder, type PayType } from '../domain/orders';
import { assertOrderWhileOverdue, assertPayTypeWhileOverdue, hasOverdueBill } from '../domain/overdue';
import { checkPayPassword, payPasswordHash } from '../domain/pay-password';
import { allowedPayTypes, payOrder } from '../domain/payment';
import { loadUser, uid } from '../domain/users';

const PAY_NAMES: Record<PayType, string> = {
  BILLPAY: '信用账单支付',
  CREDITSALES: '信用购分期',
  ALIPAY: '支付宝',
  WECHATPAY: '微信支付',
  QUICKPAY: '银行卡快捷支付',
  MEMBERPAY: '余额支付',
};

type PayOption = ApiResponse<'CS001'>['payTypes'][number];
type ReasonCode = NonNullable<PayOption['reasonCode']>;

/**
 * Why a pay type is unavailable: the code the screens act on (CS001 `reasonCode`: the cashier offers
 * 去授信 for CREDIT_INACTIVE, 添加银行卡 for NO_CARD) and the text the customer reads (`reason`).
 */
const REASONS: Record<ReasonCode, string> = {
  NOT_SUPPORTED: '该订单不支持此支付方式',
  CREDIT_INACTIVE: '请先完成授信',
  LIMIT_SHORT: '可用额度不足',
  BALANCE_SHORT: '余额不足',
  NO_CARD: '请先绑定银行卡',
};


const CS001: Handler<'CS001'> = async (ctx) => {
  const userId = uid(ctx);
  const order = await loadOrder(ctx.db, userId, ctx.req.orderId);
  // While a bill is overdue the cashier opens only for a balance recharge (server/domain/overdue.ts).
  if (await hasOverdueBill(ctx.db, userId, ctx.now())) assertOrderWhileOverdue(order);
  const user = await loadUser(ctx.db, userId);
  const [cards] = await ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bank_cards WHERE user_id = $1', [userId]);
  const creditAvailable = user.flow === 'FINISH' ? user.credit_limit - user.credit_used : 0;
  const allowed = allowedPayTypes(order);
  /** Why `payType` cannot pay this order now, or undefined when it can. */
  const unavailable = (payType: PayType): ReasonCode | undefined => {
    if (!allowed.includes(payType)) return 'NOT_SUPPORTED';
    if ((payType === 'BILLPAY' || payType === 'CREDITSALES') && creditAvailable < order.amount) return user.flow === 'FINISH' ? 'LIMIT_SHORT' : 'CREDIT_INACTIVE';
    if (payType === 'MEMBERPAY' && user.balance < order.amount) return 'BALANCE_SHORT';
    if (payType === 'QUICKPAY' && !cards?.n) return 'NO_CARD';
    return undefined;
  };
  const option = (payType: PayType): PayOption => {
    const base = { payType, name: PAY_NAMES[payType], needPassword: asksPayPassword(payType) ? 'Y' as const : 'N' as const };
    const code = unavailable(payType);
    return code ? { ...base, available: 'N', reasonCode: code, reason: REASONS[code] } : { ...base, available: 'Y' };
  };
  return {
    orderId: order.id, scene: order.scene, title: order.title, amount: order.amount, status: order.status,
    balance: user.balance, creditAvailable, hasPayPassword: (await payPasswordHash(ctx.db, userId)) ? 'Y' : 'N',
    payTypes: (Object.keys(PAY_NAMES) as PayType[]).map(option),
  };
};

const CS002: Handler<'CS002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  // The overdue block (server/domain/overdue.ts) in two steps, so the order is read once, locked, in
  // the transaction: credit and balance pay types are refused before the pay password is asked for,
  // any order but a balance recharge once the order is read.
  const overdue = await hasOverdueBill(ctx.db, userId, t);
  if (overdue) assertPayTypeWhileOverdue(ctx.req.payType);
  if (asksPayPassword(ctx.req.payType)) await checkPayPassword(ctx.db, userId, ctx.req.payPassword, t);
  return once(ctx.db, userId, 'CS002', ctx.req.idempotencyKey, async (tx) => {
    const order = await loadOrder(tx, userId, ctx.req.orderId, true);
    if (overdue) assertOrderWhileOverdue(order);
    return payOrder(tx, order, { payType: ctx.req.payType, periods: ctx.req.periods, bankCardId: ctx.req.bankCardId }, t);
  });
};

const CS003: Handler<'CS003'> = async (ctx) => {
  const order = await loadOrder(ctx.db, uid(ctx), ctx.req.orderId);
  const paid = !['REPAY', 'PAYING', 'FAILED'].includes(order.status);
  return {
    orderId: order.id, title: order.title, scene: order.scene, amount: order.amount, status: order.status, channelStatus: order.channel_status,
    paid: paid ? 'Y' : 'N', ...(order.pay_type ? { payType: order.pay_type } : {}),
  };
};

export const cashierHandlers = { CS001, CS002, CS003 };
