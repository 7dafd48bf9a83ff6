import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'product-order'> = {
  type: 'product-order',
  title: '分期申请',
  description:
    'Installment application for a FORM product (PD002): amount in yuan (at least 1000 yuan and within the product\'s range; a wrong amount shows a Chinese message and keeps the text), periods, purpose. 查看还款计划 saves the pre-order (SF201) and shows the monthly payment, fee and schedule; 确认申请 places it once (SF203, idempotency key reused on retry), then emits `navigate` to `resultPath?orderId=` (replace).',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: { type: 'string', description: 'The product, usually `{"$query": "productId"}`.' },
    resultPath: { type: 'string', pattern: '^/', default: '/order-result', description: 'Where the placed order goes (gets `?orderId=`).' },
    buttonText: { type: 'string', default: '确认申请', description: 'Text of the final button.' },
  },
  additionalProperties: false,
} as const;

export type ProductOrderProps = FromSchema<typeof propsSchema>;

/** PD002 as the form reads it (cents). */
export interface OrderProduct {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  periods: number[];
}

/** SF201's answer. */
export interface PreOrder {
  preOrderId: string;
  amount: number;
  periods: number;
  monthlyPayment: number;
  totalFee: number;
  schedule: { periodNo: number; dueDate: string; principal: number; fee: number }[];
}

/** Loan purposes (SF201 `purpose`). */
export const PURPOSES = [
  { value: 'DAILY', label: '日常消费' },
  { value: 'EDUCATION', label: '教育培训' },
  { value: 'TRAVEL', label: '旅游出行' },
  { value: 'DECORATION', label: '家居装修' },
  { value: 'MEDICAL', label: '医疗健康' },
] as const;
