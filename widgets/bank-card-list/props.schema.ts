import type { FromSchema } from 'json-schema-to-ts';
import { BK001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bank-card-list'> = {
  type: 'bank-card-list',
  title: '银行卡列表',
  description:
    'Bound bank cards from BK001: bank, 储蓄卡 / 信用卡, the masked number and 默认卡; 解绑 asks 确定解绑该银行卡吗？ and removes the card with BK003, then reloads. 添加银行卡 emits navigate to `addPath`; with no card an empty state offers it.',
  data: 'required',
  ownEmpty: true,
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    addPath: { type: 'string', pattern: '^/', default: '/my/bankcard/add', description: 'Route of 添加银行卡.' },
  },
  additionalProperties: false,
} as const;

/** BK001's answer: the bound cards (schemas/api/defs/bank-card.json). */
export const dataSchema = BK001.response;

export type BankCards = FromSchema<typeof dataSchema>;
export type BankCardListProps = FromSchema<typeof propsSchema>;
export type BankCardListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
