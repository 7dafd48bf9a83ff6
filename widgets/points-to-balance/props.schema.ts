import type { FromSchema } from 'json-schema-to-ts';
import { PT001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'points-to-balance'> = {
  type: 'points-to-balance',
  title: '积分兑换余额',
  description:
    'Exchanges points for balance (`/my/otayonii/exchange`): its data is PT001 `{points, frozenPoints}`; shows the available points and the rate (`pointsPerYuan` points = 1 yuan), the points to exchange (whole multiples of the rate; 请输入兑换积分, 兑换积分须为100的整数倍, 可用积分不足 keep what was typed) with 全部兑换 and what arrives, then 立即兑换 confirms and sends `api` (OT005 `{points}`, one idempotency key per attempt) and emits navigate to `successPath?amount=&points=` (replace).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    pointsPerYuan: { type: 'integer', minimum: 1, default: 100, description: 'Points for one yuan (OT005: 100).' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'OT005', description: 'apiCode that exchanges (`points`, idempotency key); answers `{points, amount, balance}`.' },
    successPath: { type: 'string', pattern: '^/', default: '/my/otayonii/success', description: 'Where a done exchange goes.' },
  },
  additionalProperties: false,
} as const;

export type PointsToBalanceProps = FromSchema<typeof propsSchema>;
export type PointsToBalanceInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** PT001's answer. */
export const dataSchema = PT001.response;

export type PointsData = FromSchema<typeof dataSchema>;
