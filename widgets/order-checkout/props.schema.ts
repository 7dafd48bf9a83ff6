import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'order-checkout'> = {
  type: 'order-checkout',
  title: '商品下单',
  description:
    'Goods checkout: loads the goods (GD003, the `skuId` SKU when given), the addresses (AD001) and unused coupons (CU001). A `quantity` above the 每单限购 of the goods (GD003 `purchaseLimit`) is held at the limit with 每单限购N件，已按N件结算. Shows the address (pick another, or 新增收货地址 → `addressEditPath`), the item, member discount, coupon, installment periods (1, 3, 6, 12, 24, each with what a period costs with the fee and the first period when it differs; more than one only from 1000 yuan, else disabled with 满1000元可分期) and a submit bar (cents, `currency`). The address, coupon and periods chosen are kept in sessionStorage per goods, SKU and quantity while the customer is elsewhere (新增收货地址 selects the address just added on return), for the same `?periods=`, until the order is placed. 提交订单 places SF202 once (idempotency key reused on retry, button disabled while it runs), then emits `navigate` to `cashierPath?orderId=&periods=` (the periods allowed, replace).',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['spuId'],
  properties: {
    spuId: { type: 'string', description: 'The goods, usually `{"$query": "spuId"}`.' },
    skipWhen: { type: 'string', default: '', description: 'Draw nothing when this is non-empty: on /order-apply, `{"$query": "productId"}` (the product mode of the page).' },
    skuId: { type: 'string', default: '', description: 'The chosen SKU (`?skuId=`); empty orders the goods itself.' },
    quantity: { type: 'string', pattern: '^\\d{0,2}$', default: '1', description: 'How many (`?quantity=`, 1-99).' },
    periods: { type: 'string', pattern: '^(1|3|6|12|24)?$', default: '12', description: 'Preselected installment periods (`?periods=`).' },
    currency: { type: 'string', default: '¥', description: 'Currency sign of the submit bar.' },
    buttonText: { type: 'string', default: '提交订单', description: 'Text of the submit button.' },
    addressEditPath: { type: 'string', pattern: '^/', default: '/my/address/edit', description: 'The address form page (adds an address, then comes back).' },
    cashierPath: { type: 'string', pattern: '^/', default: '/cashier', description: 'Where the placed order is paid (gets `?orderId=&periods=`).' },
  },
  additionalProperties: false,
} as const;

export type OrderCheckoutProps = FromSchema<typeof propsSchema>;

/** GD003 as the checkout reads it (cents). */
export interface CheckoutGoods {
  spuId: string;
  name: string;
  image: string;
  price: number;
  payPrice: number;
  stock: number;
  /** 每单限购: the checkout holds at most this many. */
  purchaseLimit?: number;
  skus?: { skuId: string; specs: { name: string; value: string }[]; price: number; payPrice: number; stock: number }[];
}

export interface CheckoutAddress {
  id: number;
  name: string;
  tel: string;
  province: string;
  city: string;
  county: string;
  addressDetail: string;
  isDefault: 'Y' | 'N';
}

export interface CheckoutCoupon {
  id: number;
  name: string;
  amount: number;
  threshold: number;
  status: string;
}
