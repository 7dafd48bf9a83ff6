import { CascadePicker, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { pressProps } from '@/ui/pressable';
import { loadedRegions, loadRegions, regionPath } from './regions';

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
  /** Shown while the region list is not loaded, and when the area code is not in it (e.g. an address saved elsewhere). */
  names?: Partial<AreaNames>;
  value?: string;
  onChange?: (areaCode: string | undefined) => void;
  onNames(names: AreaNames): void;
}

/**
 * Province / city / county with antd-mobile's CascadePicker over China's regions (./regions).
 * The region list is a lazy chunk, loaded the first time a picker is opened (the popup shows
 * antd-mobile's loading state, its 确定 disabled, until it arrives), or at mount when the field
 * holds an area code without names to show for it. Until then the trigger shows `names`. Once
 * loaded it stays loaded for every picker. A failed load closes the popup with a toast; opening
 * it again retries.
 */
export function AreaPicker({ title, placeholder = '请选择', names, value, onChange, onNames }: AreaPickerProps) {
  const [visible, setVisible] = useState(false);
  const [tree, setTree] = useState(loadedRegions);
  const named = names ? [names.province, names.city, names.county].filter(Boolean).join(' ') : '';
  const needed = visible || Boolean(value && !named);
  useEffect(() => {
    if (!needed || tree) return;
    let live = true;
    loadRegions().then(
      (loaded) => live && setTree(loaded),
      () => {
        if (!live) return;
        setVisible(false);
        Toast.show({ content: '地区列表加载失败，请重试' });
      },
    );
    return () => {
      live = false;
    };
  }, [needed, tree]);
  const path = regionPath(tree, value);
  const shown = path?.labels.join(' ') ?? (value ? named : '');
  return (
    <>
      <div {...pressProps(() => setVisible(true))} aria-label={`${title}：${shown || placeholder}`} className="qsh-picker-trigger">
        {shown || <span className="qsh-placeholder">{placeholder}</span>}
      </div>
      <CascadePicker
        title={title}
        options={tree ?? []}
        loading={!tree}
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
