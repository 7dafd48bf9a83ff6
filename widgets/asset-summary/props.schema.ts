import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import { OT001, PT001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'asset-summary'> = {
  type: 'asset-summary',
  title: '资产概览',
  description:
    'A points or balance figure as the gateway has it. `kind: "points"` reads PT001 `{points, frozenPoints}`: 我的积分, 可用积分 and 冻结积分, and when some are frozen the explanation with 去处理 (`frozenAction`). `kind: "balance"` reads OT001 `{balance, withdrawable}` in yuan: 账户余额 and 可提现. Up to four `links` buttons below (e.g. 充值 / 提现 / 明细).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    kind: { enum: ['points', 'balance'], default: 'points', description: 'What the data is: PT001 points or OT001 balance.' },
    title: { type: 'string', default: '', description: 'Label above the figure; empty: 我的积分 / 账户余额.' },
    frozenAction: { ...anyAction, default: { kind: 'navigate', to: '/my/bill' }, description: 'What 去处理 under frozen points does (spec: the freeze dialog goes to /my/bill).' },
    links: {
      type: 'array',
      maxItems: 4,
      default: [],
      items: {
        type: 'object',
        required: ['text', 'action'],
        properties: { text: { type: 'string' }, action: anyAction, primary: { type: 'boolean', default: false } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export type AssetSummaryProps = FromSchema<typeof propsSchema>;
export type AssetSummaryInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** PT001's answer (`kind: "points"`) or OT001's (`kind: "balance"`), exactly one of the two. */
export const dataSchema = { anyOf: [PT001.response, OT001.response] } as const;

export type AssetData = FromSchema<typeof dataSchema>;
