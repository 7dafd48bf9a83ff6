import { Switch } from 'antd-mobile';

/** Props of YesNoSwitch: the value is the gateway's `Y` / `N`. */
export interface YesNoSwitchProps {
  value?: string;
  onChange?: (value: 'Y' | 'N') => void;
  label: string;
}

export function YesNoSwitch({ value, onChange, label }: YesNoSwitchProps) {
  return <Switch aria-label={label} checked={value === 'Y'} onChange={(checked) => onChange?.(checked ? 'Y' : 'N')} />;
}
