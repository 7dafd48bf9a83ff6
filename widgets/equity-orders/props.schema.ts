import type { FromSchema } from 'json-schema-to-ts';
import { EQ003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'equity-orders'> = {
  type: 'equity-orders',
  title: '权益订单',
  description:
    'The user\'s equity and membership orders from its data source (EQ003, paged: declare `"params": {"pageSize": 10}`; later pages load as the user scrolls): title, time, amount and status (src/lib/order-status.ts). 去支付 on unpaid ones (→ `cashier?orderId=&orderSource=<scene>`), 申请退款 on refundable ones within `returnDays` days (→ `returnPath?orderId=`); a tap on the row opens `detailPath?orderId=`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    detailPath: { type: 'string', pattern: '^/', default: '/order-info', description: 'Route a tapped order opens.' },
    returnPath: { type: 'string', pattern: '^/', default: '/member/order-return', description: 'Where 申请退款 goes.' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Where 去支付 goes.' },
    returnDays: { type: 'integer', minimum: 0, default: 7, description: 'Days after the order in which a refund may be asked (EQ004: 7).' },
  },
  additionalProperties: false,
} as const;

export type EquityOrdersProps = FromSchema<typeof propsSchema>;
export type EquityOrdersInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** EQ003's answer: a page of the user's equity and membership orders (schemas/api/defs/order.json). */
export const dataSchema = EQ003.response;

export type EquityOrderPage = FromSchema<typeof dataSchema>;
