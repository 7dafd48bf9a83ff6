import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { pressProps } from '@/ui/pressable';

/** One choice of a picker. */
export interface Option {
  value: string | number;
  label: string;
}

/** Props of OptionPicker (a Form.Item child: value and onChange come from the form). */
export interface OptionPickerProps {
  options: readonly Option[];
  title: string;
  placeholder?: string;
  value?: string | number;
  onChange?: (value: string | number | undefined) => void;
}

/** A tappable row showing the chosen label; opens antd-mobile's Picker with the options. */
export function OptionPicker({ options, title, placeholder = '请选择', value, onChange }: OptionPickerProps) {
  const [visible, setVisible] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <div {...pressProps(() => setVisible(true))} aria-label={`${title}：${chosen?.label ?? placeholder}`} className="qsh-picker-trigger">
        {chosen ? chosen.label : <span className="qsh-placeholder">{placeholder}</span>}
      </div>
      <Picker
        title={title}
        columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
        visible={visible}
        value={value === undefined ? [] : [value]}
        onClose={() => setVisible(false)}
        onConfirm={(picked) => onChange?.(picked[0] ?? undefined)}
      />
    </>
  );
}
