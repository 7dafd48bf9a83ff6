import './order-shared.css';

/** Loan periods of the spec (months). */
export const PERIODS = [1, 3, 6, 12, 24] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodPickerProps {
  value: number;
  onChange: (periods: Period) => void;
  /** The periods offered (default all of PERIODS). */
  options?: readonly number[];
  /** A line under each choice, e.g. the monthly payment. */
  hint?: (periods: Period) => string | undefined;
  label?: string;
}

/** 分期期数: one toggle button per period. */
export function PeriodPicker({ value, onChange, options = PERIODS, hint, label = '分期期数' }: PeriodPickerProps) {
  const offered = PERIODS.filter((p) => options.includes(p));
  return (
    <div role="group" aria-label={label} className="qsh-periods">
      {offered.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {p}期
          {hint?.(p) ? <div style={{ fontSize: 11, color: 'var(--adm-color-weak)' }}>{hint(p)}</div> : null}
        </button>
      ))}
    </div>
  );
}
