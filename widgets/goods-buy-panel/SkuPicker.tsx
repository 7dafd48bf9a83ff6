import { canPick, specGroups, type Sku, type SpecChoice } from './sku';

export interface SkuPickerProps {
  skus: readonly Sku[];
  choice: SpecChoice;
  onChange(choice: SpecChoice): void;
}

/**
 * One row of chips per spec (颜色, 容量, …). A value that leads to no SKU in stock (with the other
 * choices kept) is disabled; tapping the chosen value again clears it.
 */
export function SkuPicker({ skus, choice, onChange }: SkuPickerProps) {
  const pick = (name: string, value: string) => {
    const { [name]: current, ...rest } = choice;
    onChange(current === value ? rest : { ...rest, [name]: value });
  };
  return (
    <div className="qsh-sku-picker">
      {specGroups(skus).map(({ name, values }) => (
        <div key={name} role="group" aria-label={name} className="qsh-sku-group">
          <div className="qsh-buy-label">{name}</div>
          <div className="qsh-sku-values">
            {values.map((value) => {
              const chosen = choice[name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className="qsh-sku-chip"
                  aria-pressed={chosen}
                  disabled={!chosen && !canPick(skus, choice, name, value)}
                  onClick={() => pick(name, value)}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
