import type { FromSchema } from 'json-schema-to-ts';

const STATUS = { type: 'string', enum: ['CASH-NOT-APPLY', 'CASH-VERIFY', 'CASH-USE', 'CASH-REPAYMENT'] } as const;

/** One loan as CL002-CL005 answer it (schemas/api/defs/cash-loan.json). */
export const loanSchema = {
  type: 'object',
  required: ['loanId', 'productId', 'amount', 'periods', 'purpose', 'status', 'createTime'],
  properties: {
    loanId: { type: 'string' },
    productId: { type: 'string' },
    amount: { type: 'integer', description: '金额（分）' },
    periods: { type: 'integer' },
    purpose: { type: 'string' },
    status: STATUS,
    createTime: { type: 'string' },
  },
} as const;

/** CL003's answer: the user's state and the loan, when there is one. */
export const loanDetailSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: STATUS, loan: loanSchema },
} as const;

/** CL001's answer: the cash-loan products and the user's state. */
export const loanProductsSchema = {
  type: 'object',
  required: ['list', 'status'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'productId', 'type', 'name', 'minAmount', 'maxAmount', 'periods'],
        properties: {
          id: { type: 'integer' },
          productId: { type: 'string' },
          type: { type: 'string' },
          name: { type: 'string' },
          description: { type: 'string' },
          minAmount: { type: 'integer', description: '最低金额（分）' },
          maxAmount: { type: 'integer', description: '最高金额（分）' },
          periods: { type: 'array', items: { type: 'integer' } },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    status: STATUS,
  },
} as const;

export type Loan = FromSchema<typeof loanSchema>;
export type LoanDetail = FromSchema<typeof loanDetailSchema>;
export type LoanProducts = FromSchema<typeof loanProductsSchema>;
export type LoanProduct = LoanProducts['list'][number];

/** BM001's answer. */
export interface BorrowInfo {
  available: number;
  minAmount: number;
  periods: number[];
  purposes: { value: string; label: string }[];
  monthlyFeeRate: number;
}
