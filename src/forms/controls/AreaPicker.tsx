import { CascadePicker } from 'antd-mobile';
import { useState } from 'react';
import { REGIONS, regionPath } from './regions';

/** The three region names the area picker fills in next to the area code. */
export interface AreaNames {
  province: string;
  city: string;
  county: string;
}

/** Props of AreaPicker: the form value is the county's area code; names are reported beside it. */
export interface AreaPickerProps {
  title: string;
  placeholder?: string;
  /** Shown when the area code is not in the built-in list (e.g. an address saved elsewhere). */
  names?: Partial<AreaNames>;
  value?: string;
  onChange?: (areaCode: string | undefined) => void;
  onNames(names: AreaNames): void;
}

/** Province / city / county with antd-mobile's CascadePicker over the built-in region list. */
export function AreaPicker({ title, placeholder = '请选择', names, value, onChange, onNames }: AreaPickerProps) {
  const [visible, setVisible] = useState(false);
  const path = regionPath(value);
  const shown = path?.labels.join(' ') ?? (value && names ? [names.province, names.city, names.county].filter(Boolean).join(' ') : '');
  return (
    <>
      <div role="button" tabIndex={0} aria-label={`${title}：${shown || placeholder}`} className="qsh-picker-trigger" onClick={() => setVisible(true)} onKeyDown={(e) => e.key === 'Enter' && setVisible(true)}>
        {shown || <span className="qsh-placeholder">{placeholder}</span>}
      </div>
      <CascadePicker
        title={title}
        options={REGIONS}
        visible={visible}
        value={path?.codes ?? []}
        onClose={() => setVisible(false)}
        onConfirm={(_codes, extend) => {
          const [province, city, county] = extend.items.map((item) => item?.label ?? '');
          const code = extend.items[2]?.value;
          if (!county || !code) return;
          onNames({ province: String(province), city: String(city), county: String(county) });
          onChange?.(String(code));
        }}
      />
    </>
  );
}
