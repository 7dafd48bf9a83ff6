import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import { findCard, requireCard, type CardRow } from './bank-cards';
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
  /** The card the loan was drawn to, as it read then (migration 013); null before CL005 or with no card bound. */
  card_bank_name: string | null;
  card_masked_no: string | null;
}

export const toLoan = (r: LoanRow): CashLoan => ({
  loanId: r.id, productId: r.product_id, amount: r.amount, periods: r.periods, purpose: r.purpose, status: r.status, createTime: formatTime(r.created_at),
  ...(r.card_bank_name !== null && r.card_masked_no !== null ? { card: { bankName: r.card_bank_name, maskedNo: r.card_masked_no } } : {}),
});

/** Keeps on the loan the card its money goes to (bank name and masked number as they read now), so it can be named after the card is unbound. */
export async function recordLoanCard(q: Queryable, loan: LoanRow, card: { bank_name: string; masked_no: string } | null): Promise<LoanRow> {
  if (!card) return loan;
  await q.query('UPDATE cash_loans SET card_bank_name = $2, card_masked_no = $3 WHERE id = $1', [loan.id, card.bank_name, card.masked_no]);
  return { ...loan, card_bank_name: card.bank_name, card_masked_no: card.masked_no };
}

export async function moveLoan(q: Queryable, loan: LoanRow, to: LoanStatus, now: number): Promise<LoanRow> {
  if (!LOAN_TRANSITIONS[loan.status].includes(to)) throw new BizError('3601', `借款状态不允许从 ${loan.status} 变为 ${to}`);
  await q.query('UPDATE cash_loans SET status = $2, updated_at = $3 WHERE id = $1', [loan.id, to, now]);
  return { ...loan, status: to };
}

/** The user's loan by id, or their latest loan; null when there is none (an id that is not theirs finds none). Pass forUpdate only inside a transaction that then changes the row. */
export async function findLoan(q: Queryable, userId: number, loanId?: string, forUpdate = false): Promise<LoanRow | null> {
  const lock = forUpdate ? ' FOR UPDATE' : '';
  const rows = loanId
    ? await q.query<LoanRow>(`SELECT * FROM cash_loans WHERE user_id = $1 AND id = $2${lock}`, [userId, loanId])
    : await q.query<LoanRow>(`SELECT * FROM cash_loans WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1${lock}`, [userId]);
  return rows[0] ?? null;
}

/** As findLoan, but a loanId that is not one of the user's is refused (3602): for writes. */
export async function loadLoan(q: Queryable, userId: number, loanId?: string, forUpdate = false): Promise<LoanRow | null> {
  const row = await findLoan(q, userId, loanId, forUpdate);
  if (loanId && !row) throw new BizError('3602', `借款 ${loanId} 不存在`);
  return row;
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

/** The card a withdrawal pays to: the bound card `cardId` (2701 when it is not the user's), else the default card; null when none is bound. */
export const payoutCard = (q: Queryable, userId: number, cardId?: number): Promise<CardRow | null> =>
  cardId === undefined ? findCard(q, userId) : requireCard(q, userId, cardId);
