import type { FromSchema } from 'json-schema-to-ts';
import { TP001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'phone-topup'> = {
  type: 'phone-topup',
  title: '话费充值',
  description:
    'Phone top-up: the number (prefilled from `phone`, checked: 11 digits starting with 1, else 请输入正确的手机号 and the typed text stays), the packages of its data (TP001 `{list: [{id, name, faceValue, price}]}`, cents) to pick one, and 立即充值: places the order with `api` (TP002 `{phone, productId}`) once per attempt (an idempotency key kept for retries, the button disabled while it runs), then emits `{kind: "navigate", to: cashier, query: {orderId, orderSource}}`.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    phone: { type: 'string', default: '', description: 'Number shown at first, e.g. {"$user": "info.phone"}; the user may change it.' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', default: 'TP002', description: 'apiCode that places the top-up order (`phone`, `productId`, idempotency key); answers the order (`orderId`).' },
    buttonText: { type: 'string', default: '立即充值', description: 'Text of the submit button.' },
    cashier: { type: 'string', pattern: '^/', default: '/cashier', description: 'Route the placed order is paid on (navigate target; gets `orderId` and `orderSource`).' },
    orderSource: { type: 'string', default: 'telephone', description: '`orderSource` query the cashier receives.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type PhoneTopupProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type PhoneTopupInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** What the block's data source answers: TP001. */
export const dataSchema = TP001.response;

export type TopupPackages = FromSchema<typeof dataSchema>;
export type TopupPackage = TopupPackages['list'][number];
