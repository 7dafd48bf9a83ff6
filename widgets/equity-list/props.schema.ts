import type { FromSchema } from 'json-schema-to-ts';
import { EQ001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';
import { memberCardTypeProp } from '@widgets/shared/member-card';

export const meta: WidgetMeta<'equity-list'> = {
  type: 'equity-list',
  title: '权益列表',
  description:
    'Equities on sale from its data (EQ001 `{list: [{id, name, image, description, price, memberOnly}]}`): image, name, description, price and 会员专享 for member-only ones. A tap emits navigate to `detailPath?id=&hasBuy=N&hasVip=` (hasVip Y when `memberCardType` is a card).',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    detailPath: { type: 'string', pattern: '^/', default: '/member/equity-buy', description: 'Route a tapped equity opens.' },
    memberCardType: memberCardTypeProp('passed on as hasVip (Y for any card).'),
  },
  additionalProperties: false,
} as const;

export type EquityListProps = FromSchema<typeof propsSchema>;
export type EquityListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** EQ001's answer (also the equity-buy widget's data). */
export const dataSchema = EQ001.response;

export type Equities = FromSchema<typeof dataSchema>;
export type Equity = Equities['list'][number];
