import { ToggleSwitch } from '@/ui/toggle-switch';

/** Props of YesNoSwitch: the value is the gateway's `Y` / `N`. */
export interface YesNoSwitchProps {
  value?: string;
  onChange?: (value: 'Y' | 'N') => void;
  label: string;
  id?: string;
}

export function YesNoSwitch({ value, onChange, label, id }: YesNoSwitchProps) {
  return <ToggleSwitch id={id} label={label} checked={value === 'Y'} onChange={(checked) => onChange?.(checked ? 'Y' : 'N')} />;
}
