import type { FromSchema } from 'json-schema-to-ts';
import { CL003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'loan-detail'> = {
  type: 'loan-detail',
  title: '借款详情',
  description:
    'A loan from CL003 (`{"loanId": {"$query": "loanId", "default": ""}}`; empty means the latest) and what its state allows: CASH-VERIFY 审核中 (asks again every 3 s, at most 10 times, and offers 刷新), CASH-USE 审核通过 with 立即提现 (`withdrawPath?loanId=`), or, for an overdue customer (CL003 `overdue`), 您有逾期未还的账单，请先还款后再操作 with 去还款 (`billPath`) instead of 立即提现, which the gateway would refuse (9991), CASH-REPAYMENT 还款中 with 查看账单 (`billPath`), CASH-NOT-APPLY 暂无借款 with 去借款 (`applyPath`). The card the money went to shows once drawn. A loanId that is not the customer\'s (CL003 `notFound`) shows 未找到该借款记录 with 借款记录 and 返回首页, never a retry. `view: "withdrawn"` (the page after a withdrawal) shows a drawn loan as 提现成功 with the amount, periods and card, and 查看账单 / 借款记录 / 返回首页; a loan not drawn shows its detail as usual.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    withdrawPath: { type: 'string', pattern: '^/', default: '/cash-loan-finish', description: 'Route of 立即提现 (gets `loanId`).' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 查看账单, and of 去还款 for an overdue customer.' },
    applyPath: { type: 'string', pattern: '^/', default: '/cash-loan-product-list', description: 'Route of 去借款.' },
    recordsPath: { type: 'string', pattern: '^/', default: '/cashLoan2/applyRecord', description: 'Route of 借款记录.' },
    refreshMs: { type: 'integer', minimum: 500, default: 3000, description: 'How often a loan under review is asked again.' },
    view: { enum: ['detail', 'withdrawn'], default: 'detail', description: '`withdrawn`: the page after a withdrawal; a drawn loan (CASH-REPAYMENT) reads 提现成功 with what was drawn.' },
  },
  additionalProperties: false,
} as const;

export const dataSchema = CL003.response;

export type LoanDetailProps = FromSchema<typeof propsSchema>;
export type LoanDetailInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
