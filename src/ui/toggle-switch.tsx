import 'antd-mobile/es/components/switch/switch.css';
import './toggle-switch.css';

/** Props of ToggleSwitch; `checked` and `onChange` are what antd-mobile's Form.Item passes (valuePropName `checked`). */
export interface ToggleSwitchProps {
  checked?: boolean | undefined;
  onChange?: ((checked: boolean) => void) | undefined;
  /** Names the switch for screen readers (the field's title). */
  label: string;
  disabled?: boolean | undefined;
  /** Given by Form.Item, so the field's `<label>` points at the switch (a tap on it turns it too). */
  id?: string | undefined;
}

/**
 * An on/off switch (设为默认地址) with antd-mobile Switch's look. antd's is a `div` with the switch
 * role that no key reaches; this one is a `button`: one Tab stop, Space or Enter turns it, and a
 * screen reader hears its name and whether it is on.
 */
export function ToggleSwitch({ checked = false, onChange, label, disabled, id }: ToggleSwitchProps) {
  const className = ['adm-switch', 'qsh-toggle-switch', checked && 'adm-switch-checked', disabled && 'adm-switch-disabled'].filter(Boolean).join(' ');
  return (
    <button type="button" id={id} role="switch" aria-checked={checked} aria-label={label} disabled={disabled} className={className} onClick={() => onChange?.(!checked)}>
      <span className="adm-switch-checkbox">
        <span className="adm-switch-handle" />
        <span className="adm-switch-inner" />
      </span>
    </button>
  );
}
