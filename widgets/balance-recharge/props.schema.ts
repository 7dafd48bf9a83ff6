import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'balance-recharge'> = {
  type: 'balance-recharge',
  title: '余额充值',
  description:
    'Tops up the balance: an amount in yuan (two decimals at most, `min`..`max` cents, quick picks `amounts`), checked as typed is kept (请输入充值金额, 请输入正确的金额（最多两位小数）, 单笔最低充值1元, 单笔最高充值50,000元). 立即充值 creates the order with `api` (OT003 `{amount}`, one idempotency key per attempt, disabled while it runs) and emits navigate to `cashier?orderId=&orderSource=` (SPEND_RECHARGE), where it is paid by ALIPAY / WECHATPAY / QUICKPAY.',
  data: 'none',
};

export const propsSchema = {
  type: 'object',
  properties: {
    amounts: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 6, default: [5000, 10000, 20000, 50000, 100000, 200000], description: 'Quick picks in cents.' },
    min: { type: 'integer', minimum: 1, default: 100, description: 'Least amount in cents (OT003: 100).' },
    max: { type: 'integer', minimum: 1, default: 5000000, description: 'Largest amount in cents (OT003: 5000000).' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'OT003', description: 'apiCode that creates the recharge order (`amount` in cents, idempotency key).' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Route the order is paid on.' },
    orderSource: { type: 'string', default: 'SPEND_RECHARGE', description: '`orderSource` the cashier receives.' },
  },
  additionalProperties: false,
} as const;

export type BalanceRechargeProps = FromSchema<typeof propsSchema>;
export type BalanceRechargeInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
