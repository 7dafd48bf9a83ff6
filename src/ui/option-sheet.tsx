import { PickerView } from 'antd-mobile';
import { useState } from 'react';
import { WheelSheet } from './wheel-sheet';

/** One choice of an option sheet. */
export interface SheetOption {
  value: string | number;
  label: string;
}

/** Props of OptionSheet. */
export interface OptionSheetProps {
  title: string;
  visible: boolean;
  options: readonly SheetOption[];
  /** The chosen value: the wheel opens on it, else on the first choice. */
  value: string | number | undefined;
  /** 确定: the choice under the line. */
  onPick: (value: string | number) => void;
  /** The sheet is closed, whether by 确定, 取消, Escape or the mask. */
  onClose: () => void;
}

/**
 * One wheel of choices in a WheelSheet (学历, 选择优惠券): it opens on the chosen value, 确定
 * keeps what is under the line, 取消 what was chosen before.
 */
export function OptionSheet({ title, visible, options, value, onPick, onClose }: OptionSheetProps) {
  const opening = options.some((o) => o.value === value) ? value : options[0]?.value;
  const [draft, setDraft] = useState(opening);
  // Each opening starts from the chosen value (set while drawing, as React's docs adjust state to a prop).
  const [open, setOpen] = useState(visible);
  if (open !== visible) {
    setOpen(visible);
    if (visible) setDraft(opening);
  }
  return (
    <WheelSheet
      title={title}
      visible={visible}
      columns={[{ name: title, options, value: draft }]}
      onTurn={(_, turned) => setDraft(turned)}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (draft !== undefined) onPick(draft);
      }}
    >
      <PickerView columns={[options.map((o) => ({ label: o.label, value: o.value }))]} value={draft === undefined ? [] : [draft]} onChange={(picked) => setDraft(picked[0] ?? undefined)} />
    </WheelSheet>
  );
}
