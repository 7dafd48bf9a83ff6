import { useState } from 'react';
import '@widgets/shared/money-screens.css';

export interface AmountStepperProps {
  /** Yuan. */
  value: number;
  min: number;
  max: number;
  step: number;
  label: string;
  onChange: (yuan: number) => void;
}

/**
 * − / amount / + for whole yuan. Typing is free; the amount is clamped to min..max (spec §5: the
 * stepper clamps) when the field loses focus or Enter is pressed. Own markup: antd's Stepper puts
 * slider ARIA on a text box, which axe refuses.
 */
export function AmountStepper({ value, min, max, step, label, onChange }: AmountStepperProps) {
  // What the user is typing; undefined while the field shows the value.
  const [draft, setDraft] = useState<string>();
  const commit = () => {
    if (draft === undefined) return;
    const n = Number(draft.replace(/[^\d]/g, ''));
    const next = draft.trim() !== '' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
    setDraft(undefined);
    onChange(next);
  };
  return (
    <span className="qsh-money-stepper">
      <button type="button" aria-label={`减少${step}元`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - step))}>
        −
      </button>
      <input aria-label={label} inputMode="numeric" value={draft ?? String(value)} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
      <button type="button" aria-label={`增加${step}元`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + step))}>
        +
      </button>
    </span>
  );
}
