import type { FromSchema } from 'json-schema-to-ts';
import { BL001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bill-pay'> = {
  type: 'bill-pay',
  title: '账单还款',
  description:
    'Repays the bills `billIds` (comma separated) of its BL001 `{"status": "UNPAID"}` data with BL003: the amount, then a pay method — a bound bank card (BK001, QUICKPAY), 余额支付 (OT001 balance, MEMBERPAY), 支付宝 or 微信支付. Card and balance ask for the 6-digit pay password on the cashier\'s keypad (设置支付密码 first when UC013 says there is none). The idempotency key is kept in sessionStorage until the call succeeds, so a retry or a reload never charges twice. On success it emits navigate (replace) to `resultPath?billIds=`. A refusal says 还款未成功：… with 重新支付 (same key), except bills chosen out of order (3003), which offer 返回账单 (`billPath`, replace): paying them again would be refused again.',
  data: 'required',
  kind: 'feature',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    billIds: { type: 'string', description: 'The bills to repay, usually `{"$query": "billIds"}` ("3,4"); without any it shows 未选择账单 with 查看账单.' },
    phone: { type: 'string', default: '', description: 'The account phone for 设置支付密码 (bind `{"$user": "info.phone"}`).' },
    resultPath: { type: 'string', pattern: '^/', default: '/my/bill/pay-result', description: 'Route shown after a repayment (gets `billIds`).' },
    addCardPath: { type: 'string', pattern: '^/', default: '/my/bankcard/add', description: 'Route of 添加银行卡.' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 查看账单 when the bills are already repaid, and of 返回账单 after bills chosen out of order.' },
  },
  additionalProperties: false,
} as const;

/** BL001's answer: the bills and the open totals. */
export const dataSchema = BL001.response;

export type BillPayProps = FromSchema<typeof propsSchema>;
export type BillPayInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
