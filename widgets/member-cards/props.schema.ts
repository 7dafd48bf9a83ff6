import type { FromSchema } from 'json-schema-to-ts';
import { MB001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'member-cards'> = {
  type: 'member-cards',
  title: '会员卡',
  description:
    'Membership: the card in force and its expiry (or 暂未开通会员), the cards of its data (MB001 `{list, current}`) in their `sort` order with days, price and original price, the chosen card\'s rights, and a button. The card chosen first is `cardType` (e.g. from the query), else the default card (`isDefault` Y). With `buyPath` the button emits navigate to `buyPath?cardType=`; without it the button places the order with `api` (MB002 `{cardType}`, one idempotency key per attempt, disabled while it runs) and emits navigate to `cashier?orderId=&orderSource=`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    cardType: { type: 'string', default: '', description: 'Card chosen at first, e.g. {"$query": "cardType"}; empty: the default card.' },
    buyPath: { type: 'string', default: '', description: 'When set (a route), the button goes there with `cardType` instead of ordering.' },
    buttonText: { type: 'string', default: '立即开通', description: 'Button text for a user without a card in force. With one (schemas/member-cards.ts): the same card 立即续费, a higher card 立即升级 (确认续费 and 确认升级 when the button places the order, i.e. without `buyPath`), a lower card 不可购买 (disabled, with the reason).' },
    showCurrent: { type: 'boolean', default: true, description: 'Show the card in force at the top.' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'MB002', description: 'apiCode that places the card order (`cardType`, idempotency key); answers the order.' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Route the order is paid on (gets `orderId`, `orderSource`).' },
    orderSource: { type: 'string', default: 'VIP_BUY', description: '`orderSource` the cashier receives.' },
  },
  additionalProperties: false,
} as const;

export type MemberCardsProps = FromSchema<typeof propsSchema>;
export type MemberCardsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** MB001's answer: the cards on sale and the one in force. */
export const dataSchema = MB001.response;

export type MemberCardsData = FromSchema<typeof dataSchema>;
export type MemberCard = MemberCardsData['list'][number];
