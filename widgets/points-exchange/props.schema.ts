import type { FromSchema } from 'json-schema-to-ts';
import { PT003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'points-exchange'> = {
  type: 'points-exchange',
  title: '积分兑换',
  description:
    'What points buy, from its data (PT003 `{list: [{id, name, image, points, couponAmount, couponThreshold}]}`): each item with its points and the coupon\'s rule (满X元可用 / 无门槛). 兑换 confirms (确定使用N积分兑换“…”吗？), sends `api` (PT004 `{itemId}`, one idempotency key per attempt, a second tap ignored while it runs) and emits navigate to `resultPath?name=&points=` (replace). Items costing more than the user\'s points (`pointsApi`, PT001 `points`) show a disabled 积分不足 instead of 兑换; frozen points: the freeze dialog.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'PT004', description: 'apiCode that exchanges (`itemId`, idempotency key); answers `{points, coupon}`.' },
    pointsApi: { type: 'string', pattern: '^([A-Z]{2}\\d{3})?$', default: 'PT001', description: 'apiCode answering the user\'s `points` (PT001); items costing more are marked 积分不足. Empty: not asked, every item offers 兑换.' },
    resultPath: { type: 'string', pattern: '^/', default: '/my/integral/result', description: 'Where a done exchange goes (gets `name`, the coupon, and `points`, what is left).' },
  },
  additionalProperties: false,
} as const;

export type PointsExchangeProps = FromSchema<typeof propsSchema>;
export type PointsExchangeInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** PT003's answer: what points buy. */
export const dataSchema = PT003.response;

export type ExchangeItems = FromSchema<typeof dataSchema>;
