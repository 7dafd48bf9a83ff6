import type { FromSchema } from 'json-schema-to-ts';
import { CU001 } from '@schemas/api/contract.gen';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'coupon-list'> = {
  type: 'coupon-list',
  title: '优惠券列表',
  description:
    'Coupons of its data (CU001 `{list: [{id, name, amount, threshold, status, expireTime}]}`; one block per status tab with `"params": {"status": "UNUSED"}` etc.): amount, name, rule (满X元可用 / 无门槛), expiry. Usable coupons carry 去使用 (`useAction`: where coupons apply, the goods orders of the shop); used and expired ones are greyed with 已使用 / 已过期.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    useAction: { ...anyAction, default: { kind: 'navigate', to: '/goods-list' }, description: 'What 去使用 does (coupons apply to goods orders).' },
    emptyText: { type: 'string', default: '暂无优惠券', description: 'Shown when the list is empty.' },
  },
  additionalProperties: false,
} as const;

export type CouponListProps = FromSchema<typeof propsSchema>;
export type CouponListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** CU001's answer: the user's coupons (schemas/api/defs/coupon.json). */
export const dataSchema = CU001.response;

export type Coupons = FromSchema<typeof dataSchema>;
