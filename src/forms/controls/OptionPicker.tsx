import { useState } from 'react';
import { OptionSheet, type SheetOption } from '@/ui/option-sheet';
import { pressProps } from '@/ui/pressable';

/** One choice of a picker. */
export type Option = SheetOption;

/** Props of OptionPicker (a Form.Item child: value and onChange come from the form). */
export interface OptionPickerProps {
  options: readonly Option[];
  title: string;
  /** What a screen reader calls the row (default: the title). */
  label?: string;
  placeholder?: string;
  value?: string | number;
  onChange?: (value: string | number | undefined) => void;
}

/** A tappable row showing the chosen label; opens a wheel of the options (OptionSheet). */
export function OptionPicker({ options, title, label = title, placeholder = '请选择', value, onChange }: OptionPickerProps) {
  const [visible, setVisible] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <div {...pressProps(() => setVisible(true))} aria-label={`${label}：${chosen?.label ?? placeholder}`} className="qsh-picker-trigger">
        {chosen ? chosen.label : <span className="qsh-placeholder">{placeholder}</span>}
      </div>
      <OptionSheet title={title} visible={visible} options={options} value={value} onPick={(picked) => onChange?.(picked)} onClose={() => setVisible(false)} />
    </>
  );
}
