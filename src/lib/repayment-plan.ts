import { planFigures } from './installment';

/**
 * The repayment plan of a loan or installment purchase before it exists, line by line, computed
 * exactly as the gateway creates the bills (server/domain/ledger.ts installmentPlan; the parity is
 * tested in tests/contract/repayment-plan.test.ts): equal principal per period with the remainder
 * in the first, a fee of 0.6 % of the amount per period when there is more than one period, due
 * monthly from the day of the loan. Amounts are integer cents.
 */
export interface PlanLine {
  periodNo: number;
  /** yyyy-MM-dd: the same day of month, `periodNo` months after `startDay`. */
  dueDate: string;
  principal: number;
  fee: number;
  /** principal + fee. */
  amount: number;
}

export interface RepaymentPlan {
  lines: PlanLine[];
  /** Sum of every line's fee. */
  totalFee: number;
  /** Everything repaid over all periods. */
  total: number;
}

/** The same day of month, `months` later (clamped to the month's last day); both yyyy-MM-dd. */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The plan of `amount` cents over `periods` months starting on `startDay` (yyyy-MM-dd, Asia/Shanghai). */
export function repaymentPlan(amount: number, periods: number, startDay: string): RepaymentPlan {
  const { first, base, fee } = planFigures(amount, periods);
  const lines = Array.from({ length: periods }, (_, i) => {
    const principal = i === 0 ? first : base;
    return { periodNo: i + 1, dueDate: addMonthsToDay(startDay, i + 1), principal, fee, amount: principal + fee };
  });
  return { lines, totalFee: fee * periods, total: amount + fee * periods };
}
