import type { FromSchema } from 'json-schema-to-ts';
import { BN001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'sign-in-bonus'> = {
  type: 'sign-in-bonus',
  title: '签到奖励',
  description:
    'The daily sign-in bonus of its data (BN001 `{signedToday, streak, points, days: [{day, points, signed}]}`): the points balance, the streak, the 7 days of the cycle with their points (signed ones ticked) and 立即签到, which sends `api` (BN002; the button is disabled while it runs, and after it: once a day) then says 签到成功，获得N积分 and reloads the block. Signed today: 今日已签到.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'BN002', description: 'apiCode that signs in; answers `{gained, streak, points}`.' },
    detailPath: { type: 'string', pattern: '^/', default: '/my/integral/detail', description: 'Where 积分明细 goes.' },
  },
  additionalProperties: false,
} as const;

export type SignInBonusProps = FromSchema<typeof propsSchema>;
export type SignInBonusInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** BN001's answer: the sign-in state and the days of the cycle. */
export const dataSchema = BN001.response;

export type SignInData = FromSchema<typeof dataSchema>;
