import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';
import { pagedList } from '@widgets/shared/list-data';

export const meta: WidgetMeta<'order-list'> = {
  type: 'order-list',
  title: '订单列表',
  description:
    'Orders (SF205 `{list, total, pageNum, pageSize}`, newest first), each with its title, time, amount and Chinese status (src/lib/order-status.ts); later pages load as the user scrolls. A tap opens `detailPath?orderId=`; an unpaid order offers 去支付 (`cashierPath?orderId=`) and 取消订单 (confirm, SF207, then the list reloads). Put one per tab, its data source filtered with `statuses`.',
  data: 'required',
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

const statusEnum = ['REPAY', 'PAYING', 'PAIED', 'VERIFY', 'FAILED', 'PART', 'FINISH', 'REFUND_VERIFY', 'VERIFY_NOPASS', 'REFUND', 'REFUND_FAILED'] as const;

/** One order as SF205 / SF206 answer it (the fields the order widgets read). */
export const orderSchema = {
  type: 'object',
  required: ['orderId', 'title', 'amount', 'status', 'createTime'],
  properties: {
    orderId: { type: 'string' },
    scene: { type: 'string' },
    kind: { type: 'string' },
    title: { type: 'string' },
    quantity: { type: 'integer' },
    amount: { type: 'integer', description: 'cents, after discounts' },
    discount: { type: 'integer', description: 'cents' },
    periods: { type: 'integer' },
    status: { enum: statusEnum },
    channelStatus: { type: 'string' },
    payType: { type: 'string' },
    createTime: { type: 'string' },
    address: { type: 'object', required: ['name', 'tel', 'detail'], properties: { name: { type: 'string' }, tel: { type: 'string' }, detail: { type: 'string' } } },
  },
} as const;

/** A page of SF205. */
export const dataSchema = pagedList(orderSchema);

export type OrderItem = FromSchema<typeof orderSchema>;
export type OrderPage = FromSchema<typeof dataSchema>;
