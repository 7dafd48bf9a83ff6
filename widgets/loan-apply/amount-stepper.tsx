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
 * What a typed amount means: a plain decimal number (thousands separators, spaces and a leading ¥
 * allowed), clamped to min..max and put on the nearest step from `min`; undefined for anything
 * else (letters, `1e5`, two dots), which leaves the amount as it was.
 */
export function parseStepperAmount(text: string, { min, max, step }: { min: number; max: number; step: number }): number | undefined {
  const plain = text.trim().replace(/^[¥￥]/, '').replace(/[,，\s]/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  const n = Number(plain);
  if (n <= min) return min;
  if (n >= max) return max;
  return Math.min(max, min + Math.round((n - min) / step) * step);
}

/**
 * − / amount / + in steps of `step` yuan. Typing is free; when the field loses focus or Enter is
 * pressed the amount is read as a number, clamped to min..max and put on a step (spec §5: the
 * stepper clamps); text that is not a number changes nothing. Own markup: antd's Stepper puts
 * slider ARIA on a text box, which axe refuses.
 */
export function AmountStepper({ value, min, max, step, label, onChange }: AmountStepperProps) {
  // What the user is typing; undefined while the field shows the value.
  const [draft, setDraft] = useState<string>();
  const commit = () => {
    if (draft === undefined) return;
    const next = parseStepperAmount(draft, { min, max, step }) ?? value;
    setDraft(undefined);
    onChange(next);
  };
  return (
    <span className="qsh-money-stepper">
      <button type="button" aria-label={`减少${step}元`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - step))}>
        −
      </button>
      <input aria-label={label} inputMode="decimal" value={draft ?? String(value)} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
      <button type="button" aria-label={`增加${step}元`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + step))}>
        +
      </button>
    </span>
  );
}
