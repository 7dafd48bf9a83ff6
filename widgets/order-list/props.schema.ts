import type { FromSchema } from 'json-schema-to-ts';
import { SF205, type ApiDef } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'order-list'> = {
  type: 'order-list',
  title: '订单列表',
  description:
    'Orders (SF205 `{list, total, pageNum, pageSize}`, newest first), each with its title, time, amount and Chinese status (src/lib/order-status.ts); later pages load as the user scrolls. A tap opens `detailPath?orderId=`; an unpaid order offers 去支付 (`cashierPath?orderId=`) and 取消订单 (confirm, SF207, then the list reloads). Put one per tab, its data source filtered with `statuses`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    detailPath: { type: 'string', pattern: '^/', default: '/order-info', description: 'Order detail page (gets `?orderId=`).' },
    cashierPath: { type: 'string', pattern: '^/', default: '/cashier', description: 'Where 去支付 goes (gets `?orderId=`).' },
    emptyText: { type: 'string', default: '暂无订单', description: 'Shown when the list is empty.' },
  },
  additionalProperties: false,
} as const;

export type OrderListProps = FromSchema<typeof propsSchema>;

/** SF205's answer: a page of orders. */
export const dataSchema = SF205.response;

/** One order as SF205 / SF206 answer it (schemas/api/defs/order.json). */
export type OrderItem = ApiDef<'order'>;
export type OrderPage = FromSchema<typeof dataSchema>;
