import type { FromSchema } from 'json-schema-to-ts';
import { CL001, CL003, apiDefs, type ApiResponse } from '@schemas/api/contract.gen';

/** One loan as CL002-CL005 answer it (schemas/api/defs/cash-loan.json). */
export const loanSchema = apiDefs['cash-loan'];

/** CL003's answer: the user's state and the loan, when there is one (schemas/api/CL003.json). */
export const loanDetailSchema = CL003.response;

/** CL001's answer: the cash-loan products and the user's state (schemas/api/CL001.json). */
export const loanProductsSchema = CL001.response;

export type Loan = FromSchema<typeof loanSchema>;
export type LoanDetail = FromSchema<typeof loanDetailSchema>;
export type LoanProducts = FromSchema<typeof loanProductsSchema>;
export type LoanProduct = LoanProducts['list'][number];

/** BM001's answer. */
export type BorrowInfo = ApiResponse<'BM001'>;
