import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { formatTime } from './time';

export type CashLoan = ApiResponse<'CL005'>;
export type LoanStatus = CashLoan['status'];

/** Cash-loan states: apply -> CASH-VERIFY -> (approved) CASH-USE -> (drawn) CASH-REPAYMENT; with no open loan the user is CASH-NOT-APPLY. */
export const LOAN_TRANSITIONS: Record<LoanStatus, readonly LoanStatus[]> = {
  'CASH-NOT-APPLY': ['CASH-VERIFY'],
  'CASH-VERIFY': ['CASH-USE'],
  'CASH-USE': ['CASH-REPAYMENT'],
  'CASH-REPAYMENT': [],
};

/** Demo review time: a CASH-VERIFY loan read this long after applying is approved. */
export const DEMO_REVIEW_MS = 3000;

export interface LoanRow {
  id: string;
  user_id: number;
  product_id: string;
  amount: number;
  periods: number;
  purpose: string;
  status: LoanStatus;
  created_at: number;
}

export const toLoan = (r: LoanRow): CashLoan => ({
  loanId: r.id, productId: r.product_id, amount: r.amount, periods: r.periods, purpose: r.purpose, status: r.status, createTime: formatTime(r.created_at),
});

export async function moveLoan(q: Queryable, loan: LoanRow, to: LoanStatus, now: number): Promise<LoanRow> {
  if (!LOAN_TRANSITIONS[loan.status].includes(to)) throw new BizError('3601', `借款状态不允许从 ${loan.status} 变为 ${to}`);
  await q.query('UPDATE cash_loans SET status = $2, updated_at = $3 WHERE id = $1', [loan.id, to, now]);
  return { ...loan, status: to };
}

/** The user's loan by id (3602 when it is not theirs), or their latest loan (null when none). Pass forUpdate only inside a transaction that then changes the row. */
export async function loadLoan(q: Queryable, userId: number, loanId?: string, forUpdate = false): Promise<LoanRow | null> {
  const lock = forUpdate ? ' FOR UPDATE' : '';
  const rows = loanId
    ? await q.query<LoanRow>(`SELECT * FROM cash_loans WHERE user_id = $1 AND id = $2${lock}`, [userId, loanId])
    : await q.query<LoanRow>(`SELECT * FROM cash_loans WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1${lock}`, [userId]);
  if (loanId && !rows[0]) throw new BizError('3602', `借款 ${loanId} 不存在`);
  return rows[0] ?? null;
}

/** The state shown for a user whose latest loan is `latest`: a loan whose bills are all repaid counts as CASH-NOT-APPLY again. */
export async function latestLoanStatus(q: Queryable, latest: LoanRow | null): Promise<LoanStatus> {
  if (!latest) return 'CASH-NOT-APPLY';
  if (latest.status !== 'CASH-REPAYMENT') return latest.status;
  const open = await q.query("SELECT id FROM bills WHERE order_id = $1 AND status = 'UNPAID' LIMIT 1", [latest.id]);
  return open.length ? 'CASH-REPAYMENT' : 'CASH-NOT-APPLY';
}

/** The state shown for a user (reads their latest loan without locking it). */
export async function userLoanStatus(q: Queryable, userId: number): Promise<LoanStatus> {
  return latestLoanStatus(q, await loadLoan(q, userId));
}
