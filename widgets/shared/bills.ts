// Types only: the bill widgets' components import these helpers, so the contract's schemas stay out of their chunks.
import type { ApiDef, ApiResponse } from '@schemas/api/contract.gen';

/** One bill as BL001 answers it (schemas/api/defs/bill.json). */
export type Bill = ApiDef<'bill'>;
/** BL001's answer: the bills (one page or all) and the open totals. */
export type Bills = ApiResponse<'BL001'>;

/** What is still owed on a bill (cents). */
export const owed = (b: Bill): number => (b.status === 'PAID' ? 0 : b.amount - b.paid);

/** 已逾期N天 / 待还款 / 已还清. */
export function billStatusText(b: Bill): string {
  if (b.status === 'OVERDUE') return `已逾期${b.overdueDays}天`;
  return b.status === 'PAID' ? '已还清' : '待还款';
}

/** billIds query value: "3,1,2" -> [3, 1, 2] (positive integers only, no repeats); none when the query has no billIds. */
export function parseBillIds(text: string | undefined): number[] {
  const ids = (text ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}
