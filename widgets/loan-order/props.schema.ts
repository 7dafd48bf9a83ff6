import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'loan-order'> = {
  type: 'loan-order',
  title: '确认借款',
  description:
    'The confirm step of a cash loan: the amount, periods, purpose and repayment plan from the query, and 确认借款, which applies with CL002 (idempotency key kept until it succeeds, so a retry or a reload applies once) and emits navigate (replace) to `detailPath?loanId=`. A refusal (limit, an open loan, ...) shows the gateway\'s message and a line above the button and applies nothing; 9991 (overdue) only the gateway\'s dialog, which then opens the bills.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['productId', 'amount', 'periods', 'purpose'],
  properties: {
    productId: { type: 'string', description: '`{"$query": "productId"}`' },
    amount: { type: ['string', 'integer'], description: 'Cents, `{"$query": "amount"}`.' },
    periods: { type: ['string', 'integer'], description: '`{"$query": "periods"}`' },
    purpose: { type: 'string', description: '`{"$query": "purpose"}`' },
    detailPath: { type: 'string', pattern: '^/', default: '/cash-loan-detail', description: 'Route shown after applying (gets `loanId`); `{"$query": "detail", "default": "/cash-loan-detail"}` follows the form that sent the user.' },
  },
  additionalProperties: false,
} as const;

export type LoanOrderProps = FromSchema<typeof propsSchema>;
export type LoanOrderInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
