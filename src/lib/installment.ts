/**
 * Installment figures the app shows before an order exists. They mirror the gateway's repayment
 * plan (server/domain/ledger.ts installmentPlan), so the preview matches the bills: equal
 * principal per period with the remainder in the first, and a fee of 0.6 % of the amount per
 * period when there is more than one period. Amounts are integer cents.
 */

/** The loan periods the product offers (spec §3: 1, 3, 6, 12, 24 months). */
export const INSTALLMENT_PERIODS = [1, 3, 6, 12, 24] as const;
export type InstallmentPeriods = (typeof INSTALLMENT_PERIODS)[number];

/** The smallest amount that can be paid in more than one period (spec §9: 1000 yuan). */
export const MIN_INSTALLMENT_CENTS = 100_000;

/** Monthly fee rate of installments over more than one period (server/domain/ledger.ts MONTHLY_FEE_RATE). */
export const MONTHLY_FEE_RATE = 0.006;

export interface InstallmentPreview {
  periods: number;
  /** What the first month costs (principal with the remainder, plus the fee). */
  firstPayment: number;
  /** What each later month costs (equal to firstPayment when the amount divides evenly). */
  monthlyPayment: number;
  /** Fee per period. */
  fee: number;
  /** Everything paid over all periods. */
  total: number;
}

/** The principal of the first period (with the remainder) and of each later one, and the fee per period. */
export function planFigures(amount: number, periods: number): { first: number; base: number; fee: number } {
  const base = Math.floor(amount / periods);
  const fee = periods > 1 ? Math.round(amount * MONTHLY_FEE_RATE) : 0;
  return { first: amount - base * (periods - 1), base, fee };
}

/** The payments of `amount` cents over `periods` months. */
export function installmentPreview(amount: number, periods: number): InstallmentPreview {
  const { first, base, fee } = planFigures(amount, periods);
  return { periods, firstPayment: first + fee, monthlyPayment: base + fee, fee, total: amount + fee * periods };
}

/** Whether `amount` cents may be paid in `periods` periods (one period always; more from 1000 yuan on). */
export function periodsAllowed(amount: number, periods: number): boolean {
  return periods === 1 || amount >= MIN_INSTALLMENT_CENTS;
}
