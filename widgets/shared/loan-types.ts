// Types only, like bills.ts: the loan widgets' data schemas are the responses themselves
// (CL001.response, CL003.response in their props.schema.ts).
import type { ApiDef, ApiResponse } from '@schemas/api/contract.gen';

/** One loan as CL002-CL005 answer it (schemas/api/defs/cash-loan.json). */
export type Loan = ApiDef<'cash-loan'>;
/** CL003's answer: the user's state and the loan, when there is one (schemas/api/CL003.json). */
export type LoanDetail = ApiResponse<'CL003'>;
/** CL001's answer: the cash-loan products and the user's state (schemas/api/CL001.json). */
export type LoanProducts = ApiResponse<'CL001'>;
export type LoanProduct = LoanProducts['list'][number];

/** BM001's answer. */
export type BorrowInfo = ApiResponse<'BM001'>;
