import type { FromSchema } from 'json-schema-to-ts';
import { dataSchema } from '../equity-list/props.schema';
import type { WidgetMeta } from '../types';
import { memberCardTypeProp } from '@widgets/shared/member-card';

export const meta: WidgetMeta<'equity-buy'> = {
  type: 'equity-buy',
  title: '权益购买',
  description:
    'One equity of its data (EQ001 list) by `id`: image, name, description, price, and 立即购买, which places the order with `api` (EQ002 `{equityId}`, one idempotency key per attempt, disabled while it runs) and emits navigate to `cashier?orderId=&orderSource=`. A member-only equity for a user without a card (`hasVip` N and `memberCardType` NONE) offers 开通会员 (→ `memberPath`) instead. With `hasBuy` Y it says 您已购买过该权益 and links 查看权益订单 (→ `ordersPath`); buying again is allowed.',
  data: 'required',
  // An empty list means the record asked for is not there: its own 未找到 state with the way to the list, not 暂无数据.
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', default: '', description: 'The equity id, e.g. {"$query": "id"}.' },
    hasBuy: { type: 'string', default: 'N', description: 'Y when the user has bought it before, e.g. {"$query": "hasBuy"}.' },
    hasVip: { type: 'string', default: 'N', description: 'Y when the user has a card, e.g. {"$query": "hasVip"}.' },
    memberCardType: memberCardTypeProp('a member (any card) counts as hasVip Y.'),
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'EQ002', description: 'apiCode that places the equity order (`equityId`, idempotency key).' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Route the order is paid on.' },
    orderSource: { type: 'string', default: 'EQUITY', description: '`orderSource` the cashier receives.' },
    memberPath: { type: 'string', pattern: '^/', default: '/member/buy', description: 'Where 开通会员 goes.' },
    ordersPath: { type: 'string', pattern: '^/', default: '/member/equity-order', description: 'Where 查看权益订单 goes.' },
    listPath: { type: 'string', pattern: '^/', default: '/member/equity-list', description: 'Where 权益列表 goes when the equity is not (or no longer) sold.' },
  },
  additionalProperties: false,
} as const;

export { dataSchema };
export type EquityBuyProps = FromSchema<typeof propsSchema>;
export type EquityBuyInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
