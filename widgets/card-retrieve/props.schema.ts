import type { FromSchema } from 'json-schema-to-ts';
import { dataSchema as cardsSchema } from '../card-secret-list/props.schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'card-retrieve'> = {
  type: 'card-retrieve',
  title: '提取卡密',
  description:
    'Retrieves one card secret: the card `cardId` of its data (CP001), then the 6-digit pay password on a keypad (opened at once) and CP002 `{cardId, payPassword}` (the gateway shows 支付密码错误; the user tries again). A user without a pay password sets one first (SMS code to `phone`, BA002, then CP004). The secret goes to the result page in memory only; emits navigate to `resultPath?cardId=` (replacing this page).',
  data: 'required',
  // An empty list means the record asked for is not there: its own 未找到 state with the way to the list, not 暂无数据.
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    cardId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', pattern: '^[1-9]\\d*$' }], description: 'The card, e.g. {"$query": "cardId"}.' },
    phone: { type: 'string', default: '', description: 'Account phone for the SMS code when a pay password must be set first, e.g. {"$user": "info.phone"}.' },
    resultPath: { type: 'string', pattern: '^/', default: '/my/cardpwd/retrieve-result', description: 'Route that shows the retrieved secret (gets `cardId`).' },
    listPath: { type: 'string', pattern: '^/', default: '/my/cardpwd', description: 'Where 卡密列表 goes when the card is not (or no longer) the customer\'s.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CardRetrieveProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type CardRetrieveInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

export const dataSchema = cardsSchema;
