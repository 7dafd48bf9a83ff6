import type { FromSchema } from 'json-schema-to-ts';
import { AC004, type ApiResponse } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'coupon-receive'> = {
  type: 'coupon-receive',
  title: '领券',
  description:
    'Coupons to receive (AC004 `{list}`: id, name, amount and threshold in cents, status AVAILABLE / RECEIVED / SOLD_OUT). 立即领取 calls `api` (AC005, which the contract marks pageCallable) with the coupon id as `idParam`; the coupon then shows 已领取, or 已抢光 when the stock is gone. A guest is sent to log in first.',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Heading above the coupons.' },
    api: { enum: ['AC005'], default: 'AC005', description: 'The receive apiCode (must be pageCallable in its contract).' },
    idParam: { type: 'string', minLength: 1, default: 'templateId', description: 'Request field that carries the coupon id.' },
    receiveText: { type: 'string', default: '立即领取' },
    receivedText: { type: 'string', default: '已领取' },
    soldOutText: { type: 'string', default: '已抢光' },
    successToast: { type: 'string', default: '领取成功，已放入我的优惠券' },
    layout: { enum: ['list', 'row'], default: 'list', description: 'list: one coupon per row; row: side by side, scrolling sideways.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CouponReceiveProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CouponReceiveInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One coupon to receive, as AC004 answers it. */
export type ReceivableCoupon = ApiResponse<'AC004'>['list'][number];
export type CouponStatus = ReceivableCoupon['status'];

/** The data the widget expects (after `path`), checked by `npm run schemas:check`: AC004's answer `{ list: [...] }`, or its list of coupons. */
export const dataSchema = listOrAnswer(AC004.response);
