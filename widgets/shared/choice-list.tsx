import { Fragment, useId, type ReactNode } from 'react';
import './order-shared.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A line under the label (e.g. why it is unavailable). */
  note?: ReactNode;
  disabled?: boolean;
  /** Drawn right under this choice (e.g. the cashier's periods under the chosen 信用购分期). */
  detail?: ReactNode;
}

export interface ChoiceListProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}

/**
 * A single choice as a radio group that screen readers and tests see (antd-mobile's Radio hides its
 * native input with display: none, so it has no radio role in the browser).
 */
export function ChoiceList<T extends string>({ label, choices, value, onChange }: ChoiceListProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label={label} className="qsh-choices">
      <div className="qsh-choices-head">{label}</div>
      {choices.map((c) => (
        <Fragment key={c.value}>
          <button
            type="button"
            role="radio"
            aria-checked={c.value === value}
            aria-labelledby={`${id}-${c.value}`}
            aria-describedby={c.note ? `${id}-${c.value}-note` : undefined}
            disabled={c.disabled}
            className="qsh-choice"
            onClick={() => onChange(c.value)}
          >
            <span className="qsh-choice-text">
              <span id={`${id}-${c.value}`} className="qsh-choice-label">{c.label}</span>
              {c.note ? <span id={`${id}-${c.value}-note`} className="qsh-choice-note">{c.note}</span> : null}
            </span>
            <span className="qsh-choice-mark" aria-hidden="true" />
          </button>
          {c.detail ? <div className="qsh-choice-detail">{c.detail}</div> : null}
        </Fragment>
      ))}
    </div>
  );
}
