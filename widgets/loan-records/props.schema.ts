import type { FromSchema } from 'json-schema-to-ts';
import { CL004 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'loan-records'> = {
  type: 'loan-records',
  title: '借款记录',
  description:
    'The user\'s loans from CL004, newest first (declare `"data": {"api": "CL004", "params": {"pageNum": 1, "pageSize": 10}}`; later pages load as the user scrolls): amount, periods, time and state (审核中 / 待提现 / 还款中). A tap emits navigate to `detailPath?loanId=`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    detailPath: { type: 'string', pattern: '^/', default: '/cash-loan-detail2', description: 'Route a tapped loan opens (gets `loanId`).' },
    applyPath: { type: 'string', pattern: '^/', default: '/cash-loan-product-list', description: 'Route of 去借款 in the empty state.' },
  },
  additionalProperties: false,
} as const;

/** CL004's answer: one or more pages of loans (schemas/api/defs/cash-loan.json). */
export const dataSchema = CL004.response;

export type LoanPage = FromSchema<typeof dataSchema>;
export type LoanRecordsProps = FromSchema<typeof propsSchema>;
export type LoanRecordsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
