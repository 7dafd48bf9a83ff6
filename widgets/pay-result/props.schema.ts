import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'pay-result'> = {
  type: 'pay-result',
  title: '支付结果',
  description:
    'Waits for an order\'s payment to settle: polls CS003 with backoff (1 s, 2 s, 4 s, then every 8 s, at most 8 polls) until the order is paid or failed. Paid: 支付成功 with 查看订单 / 返回首页. Failed or still unpaid after the limit: the state with 重新支付 (back to `cashierPath?orderId=`; a failed payment leaves the order payable) and 刷新. An order that does not exist (CS003 answers a not-found rspCode) stops polling at once: 未找到该订单 with 我的订单 (`ordersPath`) and 返回首页.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['orderId'],
  properties: {
    orderId: { type: 'string', description: 'The order, usually `{"$query": "orderId"}`.' },
    cashierPath: { type: 'string', pattern: '^/', default: '/cashier', description: 'Where 重新支付 goes (gets `?orderId=`).' },
    orderPath: { type: 'string', pattern: '^/', default: '/order-info', description: 'Where 查看订单 goes (gets `?orderId=`).' },
    ordersPath: { type: 'string', pattern: '^/', default: '/order-list', description: 'Where 我的订单 goes when the order does not exist.' },
  },
  additionalProperties: false,
} as const;

export type PayResultProps = FromSchema<typeof propsSchema>;

/** CS003 as the widget reads it. */
export interface PayState {
  orderId: string;
  title: string;
  amount: number;
  status: string;
  /** The cashier scene (VIP_BUY: the user info is reloaded once paid). */
  scene?: string;
  paid: 'Y' | 'N';
  payType?: string;
}
