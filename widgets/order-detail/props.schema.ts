import type { FromSchema } from 'json-schema-to-ts';
import { SF206 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'order-detail'> = {
  type: 'order-detail',
  title: '订单详情',
  description:
    'One order (SF206): optional result heading, Chinese status, a status timeline, the item and amounts (cents, ¥), periods, pay type, address. Actions by status (src/lib/order-status.ts): 去支付 (`cashierPath?orderId=`) and 取消订单 (confirm, SF207) while unpaid; 申请退款 (confirm, EQ004) for finished equity and membership orders within the return period; other paid orders get 联系客服 (`servicePath`).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    headline: { type: 'string', default: '', description: 'A result heading above the order (e.g. 订单已提交 on /order-result); empty shows none.' },
    statusHeadline: { type: 'boolean', default: false, description: 'Head the order with where it really is (订单已完成, 订单已取消, 订单待付款…, src/lib/order-status.ts) instead of `headline` (/order-finish).' },
    cashierPath: { type: 'string', pattern: '^/', default: '/cashier', description: 'Where 去支付 goes (gets `?orderId=`).' },
    listPath: { type: 'string', pattern: '^/', default: '/order-list', description: 'Where 查看全部订单 goes.' },
    servicePath: { type: 'string', pattern: '^/', default: '/iframe-view/chatlink', description: 'Customer service, for after-sale on goods orders (gets `?groupid=1001`).' },
  },
  additionalProperties: false,
} as const;

export type OrderDetailProps = FromSchema<typeof propsSchema>;

/** SF206's answer: one order (schemas/api/defs/order.json). */
export const dataSchema = SF206.response;
export type OrderData = FromSchema<typeof dataSchema>;
