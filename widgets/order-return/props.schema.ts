import type { FromSchema } from 'json-schema-to-ts';
import { SF206 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'order-return'> = {
  type: 'order-return',
  title: '退款申请',
  description:
    'Asks for the refund of an equity or membership order of its data (SF206 `{orderId}`): the order, a reason to pick (`reasons`; 其他 needs a few words), an optional note, and 提交退款申请, which confirms (确定申请退款吗？款项将原路退回) and sends `api` (EQ004 `{orderId, reason}`) once, then emits navigate to `donePath` (replace). An order already refunded or under refund says so and offers nothing; a failed call keeps what was typed.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    reasons: { type: 'array', items: { type: 'string' }, minItems: 1, default: ['不想要了', '买错了', '权益无法使用', '其他'], description: 'Reasons to pick from; the last one needs a note.' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'EQ004', description: 'apiCode that asks the refund (`orderId`, `reason`).' },
    donePath: { type: 'string', pattern: '^/', default: '/member/equity-order', description: 'Where the user goes after the refund was asked (replacing this page).' },
  },
  additionalProperties: false,
} as const;

export type OrderReturnProps = FromSchema<typeof propsSchema>;
export type OrderReturnInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** SF206's answer: the order to refund (schemas/api/defs/order.json). */
export const dataSchema = SF206.response;

export type ReturnOrder = FromSchema<typeof dataSchema>;
