import type { FromSchema } from 'json-schema-to-ts';
import { BL001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bill-repayment'> = {
  type: 'bill-repayment',
  title: '还款明细',
  description:
    'The installments of the bill `billId` (all bills of its order) from BL001 `{"status": "ALL"}`: each with 本金 / 利息 / 服务费 / 罚息 and what is owed; unpaid ones (overdue or not yet due) can be picked, in due order: ticking a period picks every earlier unpaid one, unticking one drops every later one, 全选 picks all (the page says so: 须按期数顺序还款). The tapped bill and the unpaid ones before it (so every overdue one) are picked at the start. 去还款 emits navigate to `payPath?billIds=1,2`.',
  data: 'required',
  // An empty list means the record asked for is not there: its own 未找到 state with the way to the list, not 暂无数据.
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  required: ['billId'],
  properties: {
    billId: { type: ['string', 'integer'], description: 'The tapped bill, usually `{"$query": "billId"}`.' },
    payPath: { type: 'string', pattern: '^/', default: '/my/bill/pay', description: 'Route 去还款 opens (gets `billIds`, comma separated).' },
    billsPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Where 查看账单 goes when the bill is not the customer\'s.' },
  },
  additionalProperties: false,
} as const;

/** BL001's answer: the bills and the open totals. */
export const dataSchema = BL001.response;

export type BillRepaymentProps = FromSchema<typeof propsSchema>;
export type BillRepaymentInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
