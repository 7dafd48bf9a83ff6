import type { FromSchema } from 'json-schema-to-ts';
import { TP003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'topup-result'> = {
  type: 'topup-result',
  title: '充值结果',
  description:
    'A phone top-up order (TP003 `{order, phone}`) as 充值成功, 充值处理中 (刷新 reloads), 充值失败 or 待支付 (去支付 emits navigate to `cashier`); 继续充值 and 充值记录 emit navigate to `againPath` and `recordsPath`.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    againPath: { type: 'string', pattern: '^/', default: '/telephone', description: 'Route of 继续充值.' },
    recordsPath: { type: 'string', pattern: '^/', default: '/telephone/recharge', description: 'Route of 充值记录.' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Route of 去支付 for an unpaid order (gets `orderId` and `orderSource=telephone`).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type TopupResultProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type TopupResultInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** TP003's answer: the top-up order and the phone it tops up (amount in cents). */
export const dataSchema = TP003.response;

export type TopupOrder = FromSchema<typeof dataSchema>;
