import type { FromSchema } from 'json-schema-to-ts';
import { CP001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'card-secret-list'> = {
  type: 'card-secret-list',
  title: '卡密列表',
  description:
    'Gift cards the user owns (CP001 `{list: [{id, name, cardNo, faceValue, retrieved, createTime}], hasPayPassword}`, card number masked by the server): name, face value, 已提取 / 未提取; a tap emits navigate to `retrievePath?cardId=`. Without cards: `emptyText` and `emptyDescription`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    retrievePath: { type: 'string', pattern: '^/', default: '/my/cardpwd/retrieve', description: 'Route a tapped card opens (gets `cardId`).' },
    emptyText: { type: 'string', default: '暂无卡密', description: 'Title when the user has no card (of the kind the page lists).' },
    emptyDescription: { type: 'string', default: '购买京东E卡等权益后，卡密会出现在这里', description: 'Line under it: where such cards come from (a page listing one kind says how that kind is got).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CardSecretListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type CardSecretListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** CP001's answer: the cards (number masked by the server until retrieved) and whether a pay password is set. */
export const dataSchema = CP001.response;

export type CardSecrets = FromSchema<typeof dataSchema>;
export type CardSecret = CardSecrets['list'][number];
