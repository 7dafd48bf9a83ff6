import type { FromSchema } from 'json-schema-to-ts';
import { OT001, type ApiDef } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'balance-withdraw'> = {
  type: 'balance-withdraw',
  title: '余额提现',
  description:
    'Withdraws balance to a bound bank card. Its data is OT001 `{balance, withdrawable}`; it loads the cards itself (`cardsApi`, BK001; the default card chosen, 去绑卡 → `bindPath` when there is none). Shows the limits (单笔 ¥min-¥max, 可提现 ¥x) and 全部提现; checks the amount (请输入提现金额, 请输入正确的金额（最多两位小数）, 单笔最低提现1元, 单笔最高提现50,000元, 提现金额不能超过可提现余额) keeping what was typed, asks 提现确认 (amount and card), then the 6-digit pay password on the keypad (`accountApi` UC013 `hasPayPassword`; without one, 设置支付密码 first: an SMS code to `phone`, CP004), then sends `api` (OT002 `{amount, bankCardId, payPassword}`, one idempotency key per attempt, kept across a wrong password) and emits navigate to `resultPath?amount=&card=` (replace).',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    min: { type: 'integer', minimum: 1, default: 100, description: 'Least amount in cents (OT002: 100).' },
    max: { type: 'integer', minimum: 1, default: 5000000, description: 'Largest amount per withdrawal in cents (OT002: 5000000).' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'OT002', description: 'apiCode that withdraws (`amount`, `bankCardId`, `payPassword`, idempotency key).' },
    cardsApi: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'BK001', description: 'apiCode answering the bound cards `{list: [{id, bankName, last4, isDefault}]}`.' },
    accountApi: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'UC013', description: 'apiCode answering whether the user has a pay password `{hasPayPassword: Y|N}`.' },
    phone: { type: 'string', default: '', description: 'The account phone for 设置支付密码 (bind `{"$user": "info.phone"}`).' },
    bindPath: { type: 'string', pattern: '^/', default: '/my/bankcard/add', description: 'Where 去绑卡 goes.' },
    resultPath: { type: 'string', pattern: '^/', default: '/my/otayonii/result', description: 'Where a done withdrawal goes.' },
  },
  additionalProperties: false,
} as const;

export type BalanceWithdrawProps = FromSchema<typeof propsSchema>;
export type BalanceWithdrawInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** OT001's answer. */
export const dataSchema = OT001.response;

export type BalanceData = FromSchema<typeof dataSchema>;

/** A bound card as BK001 answers it (schemas/api/defs/bank-card.json). */
export type BoundCard = ApiDef<'bank-card'>;
