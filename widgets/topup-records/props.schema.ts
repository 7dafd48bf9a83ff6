import type { FromSchema } from 'json-schema-to-ts';
import { SF205 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'topup-records'> = {
  type: 'topup-records',
  title: '充值记录',
  description:
    'The user\'s phone top-ups from its data source, newest first: declare `"data": {"api": "SF205", "params": {"scene": "SPEND_RECHARGE", "pageSize": 10}}` (later pages load as the user scrolls). Only orders of kind TOPUP are shown (balance recharges share the scene); each shows title, amount, time and 充值成功 / 充值处理中 / 充值失败 / 待支付, and a tap emits navigate to `detailPath?orderId=`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    detailPath: { type: 'string', pattern: '^/', default: '/telephone/result', description: 'Route a tapped record opens (gets `orderId`).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type TopupRecordsProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type TopupRecordsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects: SF205's answer, one or more pages of orders (schemas/api/defs/order.json). */
export const dataSchema = SF205.response;

export type OrderPage = FromSchema<typeof dataSchema>;
