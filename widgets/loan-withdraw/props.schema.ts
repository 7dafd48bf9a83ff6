import type { FromSchema } from 'json-schema-to-ts';
import { CL003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'loan-withdraw'> = {
  type: 'loan-withdraw',
  title: '借款提现',
  description:
    'Draws an approved loan (CL003 `{"loanId": {"$query": "loanId"}}`) to a bound bank card (BK001, asked only when the loan can be drawn now; 添加银行卡 when there is none) with CL005, idempotency key kept until it succeeds; then emits navigate (replace) to `resultPath?loanId=`. A loan that is not CASH-USE says why and links to its detail; a loanId that is not the customer\'s (CL003 `notFound`) shows 未找到该借款记录 with 借款记录 (`recordsPath`) and 返回首页; an overdue customer (CL003 `overdue`) with an approved loan reads 您有逾期未还的账单，请先还款后再操作 with 去还款 (`billPath`) instead of the card picker and 确认提现, which the gateway would refuse (9991); a refusal shows the gateway\'s message and a line above the button and draws nothing; 9991 (a bill fallen overdue since the page opened) only the gateway\'s dialog, which then opens the bills.',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    resultPath: { type: 'string', pattern: '^/', default: '/borrow-money-finish', description: 'Route shown after the withdrawal (gets `loanId`).' },
    detailPath: { type: 'string', pattern: '^/', default: '/cash-loan-detail', description: 'Route of 查看借款 (gets `loanId`).' },
    addCardPath: { type: 'string', pattern: '^/', default: '/my/bankcard/add', description: 'Route of 添加银行卡.' },
    recordsPath: { type: 'string', pattern: '^/', default: '/cashLoan2/applyRecord', description: 'Route of 借款记录 when the loan is not found.' },
    applyPath: { type: 'string', pattern: '^/', default: '/cash-loan-product-list', description: 'Route of 去借款, for a customer without any loan (the page opened without a loanId).' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 去还款 for an overdue customer.' },
  },
  additionalProperties: false,
} as const;

export const dataSchema = CL003.response;

export type LoanWithdrawProps = FromSchema<typeof propsSchema>;
export type LoanWithdrawInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
