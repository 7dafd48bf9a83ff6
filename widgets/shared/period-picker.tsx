import { useId } from 'react';
import { INSTALLMENT_PERIODS, installmentPreview, MIN_INSTALLMENT_CENTS, periodsAllowed } from '@/lib/installment';
import { formatSubmitPrice } from '@/lib/money';
import './order-shared.css';

/** Loan periods of the spec (months): src/lib/installment.ts's list. */
export const PERIODS = INSTALLMENT_PERIODS;
export type Period = (typeof PERIODS)[number];

/** The spec §9 note under periods that need 1000 yuan (the goods detail's 分期预览 says the same). */
export const MIN_INSTALLMENT_NOTE = `满${MIN_INSTALLMENT_CENTS / 100}元可分期`;

/**
 * What the customer pays a period for `amount` cents over `periods`, fee included, as the bills will
 * be (src/lib/installment.ts): ¥983.72/期, and 首期¥983.73 when the remainder makes the first differ.
 */
export function paymentHint(amount: number, periods: number): string {
  const plan = installmentPreview(amount, periods);
  const each = `${formatSubmitPrice(plan.monthlyPayment, '¥')}/期`;
  return plan.firstPayment === plan.monthlyPayment ? each : `${each}\n首期${formatSubmitPrice(plan.firstPayment, '¥')}`;
}

/** The periods `amount` cents may be paid in: `periods`, or 1 when more than one period needs 1000 yuan. */
export function allowedPeriods(amount: number, periods: number): number {
  return periodsAllowed(amount, periods) ? periods : 1;
}

export interface PeriodPickerProps {
  value: number;
  onChange: (periods: Period) => void;
  /** The periods offered (default all of PERIODS). */
  options?: readonly number[];
  /** A line under each choice, e.g. the monthly payment. */
  hint?: (periods: Period) => string | undefined;
  /**
   * The amount paid in these periods (cents): each choice then shows what a period costs with the fee
   * (`paymentHint`, unless `hint` is given), and periods it cannot be paid in (under 1000 yuan, spec §9)
   * are disabled with 满1000元可分期 under the choices.
   */
  amount?: number;
  /** Names the choices (default 分期期数). */
  label?: string;
  /** Shows `label` as a heading above the choices (where no list header names them, e.g. inside the cashier's pay types). */
  heading?: boolean;
}

/** 分期期数: one toggle button per period. */
export function PeriodPicker({ value, onChange, options = PERIODS, hint, amount, label = '分期期数', heading = false }: PeriodPickerProps) {
  const headId = useId();
  const offered = PERIODS.filter((p) => options.includes(p));
  const allowed = (p: number) => amount === undefined || periodsAllowed(amount, p);
  const lineOf = hint ?? (amount === undefined ? undefined : (p: Period) => paymentHint(amount, p));
  return (
    <>
      {heading ? <div id={headId} className="qsh-periods-head">{label}</div> : null}
      <div role="group" {...(heading ? { 'aria-labelledby': headId } : { 'aria-label': label })} className="qsh-periods">
        {offered.map((p) => {
          const line = lineOf?.(p);
          return (
            <button key={p} type="button" aria-pressed={p === value} disabled={!allowed(p)} onClick={() => onChange(p)}>
              {p}期
              {line ? <div className="qsh-periods-hint">{line}</div> : null}
            </button>
          );
        })}
      </div>
      {offered.some((p) => !allowed(p)) ? <div className="qsh-periods-note">{MIN_INSTALLMENT_NOTE}</div> : null}
    </>
  );
}
