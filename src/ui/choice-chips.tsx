import { useRovingFocus } from './roving';
import './choice-chips.css';
import './focus-ring.css';

/** One choice: what the form keeps and what the customer reads. */
export interface ChoiceOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of ChoiceChips; `value` and `onChange` are what antd-mobile's Form.Item passes to a control. */
export interface ChoiceChipsProps<V extends string | number> {
  options: readonly ChoiceOption<V>[];
  /** The chosen value; none chosen when it matches no option. */
  value?: V | null | undefined;
  onChange?: ((value: V) => void) | undefined;
  /** Names the group for screen readers (the field's title). */
  label: string;
}

/**
 * One choice out of a few, drawn as chips (婚姻状况, 借款用途): antd-mobile's Selector look, with
 * the radio group's keyboard as a native radio set has it. Selector's options are `div`s no key
 * reaches; here the group is one Tab stop (the chosen chip, else the first that can be chosen),
 * the arrow keys (and Home, End) move to the next chip and choose it, and Space or Enter chooses
 * the one in focus.
 * Choosing the chosen chip again keeps it: a required choice cannot be emptied by a second tap.
 */
export function ChoiceChips<V extends string | number>({ options, value, onChange, label }: ChoiceChipsProps<V>) {
  const roving = useRovingFocus<HTMLButtonElement>();
  const chosen = options.findIndex((o) => o.value === value && !o.disabled);
  const tabStop = chosen >= 0 ? chosen : options.findIndex((o) => !o.disabled);

  return (
    <div role="radiogroup" aria-label={label} className="qsh-choice-chips">
      {options.map((option, i) => {
        const checked = i === chosen;
        return (
          <button
            key={String(option.value)}
            ref={roving.refAt(i)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={option.disabled}
            className={checked ? 'qsh-choice-chip qsh-choice-chip-checked qsh-focus-ring' : 'qsh-choice-chip qsh-focus-ring'}
            onClick={() => {
              if (!checked) onChange?.(option.value);
            }}
            onKeyDown={(event) => {
              const to = roving.move(event, 'both', i, options.length, (j) => !options[j]?.disabled);
              const next = to === undefined ? undefined : options[to];
              if (next && next.value !== value) onChange?.(next.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
