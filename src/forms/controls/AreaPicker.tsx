import { CascadePickerView, Toast, type CascadePickerOption } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { pressProps } from '@/ui/pressable';
import { loadedRegions, loadRegions, regionPath } from './regions';
import { WheelSheet, type WheelColumn } from '@/ui/wheel-sheet';

const LEVELS = ['省份', '城市', '区县'] as const;

/**
 * The three wheels of `codes` in `tree`: at each level the choices under the one above, and the
 * code chosen there, else the first (as the wheels show it). Turned to `codes`, the path is complete.
 */
function wheelsOf(tree: CascadePickerOption[], codes: readonly string[]): { columns: WheelColumn[]; codes: string[] } {
  const columns: WheelColumn[] = [];
  const full: string[] = [];
  let options: CascadePickerOption[] | undefined = tree;
  for (const [level, name] of LEVELS.entries()) {
    const list: CascadePickerOption[] = options ?? [];
    const chosen = list.find((o) => o.value === codes[level]) ?? list[0];
    columns.push({ name, options: list.map((o) => ({ value: o.value, label: o.label })), value: chosen?.value });
    if (chosen) full.push(chosen.value);
    options = chosen?.children;
  }
  return { columns, codes: full };
}

/** The three region names the area picker fills in next to the area code. */
export interface AreaNames {
  province: string;
  city: string;
  county: string;
}

/** Props of AreaPicker: the form value is the county's area code; names are reported beside it. */
export interface AreaPickerProps {
  title: string;
  /** What a screen reader calls the row (default: the title). */
  label?: string;
  placeholder?: string;
  /** Shown while the region list is not loaded, and when the area code is not in it (e.g. an address saved elsewhere). */
  names?: Partial<AreaNames>;
  value?: string;
  onChange?: (areaCode: string | undefined) => void;
  onNames(names: AreaNames): void;
}

/**
 * Province / city / county on three wheels (antd-mobile's CascadePickerView in a WheelSheet, so a
 * keyboard turns them too) over China's regions (./regions).
 * The region list is a lazy chunk, loaded the first time a picker is opened (the popup shows
 * antd-mobile's loading state, its 确定 disabled, until it arrives), or at mount when the field
 * holds an area code without names to show for it. Until then the trigger shows `names`. Once
 * loaded it stays loaded for every picker. A failed load closes the popup with a toast; opening
 * it again retries.
 */
export function AreaPicker({ title, label = title, placeholder = '请选择', names, value, onChange, onNames }: AreaPickerProps) {
  const [visible, setVisible] = useState(false);
  const [tree, setTree] = useState(loadedRegions);
  const [draft, setDraft] = useState<string[]>([]);
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
  const wheels = tree ? wheelsOf(tree, draft) : { columns: [], codes: [] };
  const open = () => {
    setDraft(path?.codes ?? []);
    setVisible(true);
  };
  return (
    <>
      <div {...pressProps(open)} aria-label={`${label}：${shown || placeholder}`} className="qsh-picker-trigger">
        {shown || <span className="qsh-placeholder">{placeholder}</span>}
      </div>
      <WheelSheet
        title={title}
        visible={visible}
        busy={!tree}
        columns={wheels.columns}
        onTurn={(level, code) => setDraft([...wheels.codes.slice(0, level), String(code)])}
        onCancel={() => setVisible(false)}
        onConfirm={() => {
          const picked = regionPath(tree, wheels.codes[2]);
          if (!picked) return;
          setVisible(false);
          const [province = '', city = '', county = ''] = picked.labels;
          onNames({ province, city, county });
          onChange?.(picked.codes[2]);
        }}
      >
        <CascadePickerView options={tree ?? []} loading={!tree} value={wheels.codes} onChange={(codes) => setDraft(codes.filter((c): c is string => typeof c === 'string'))} />
      </WheelSheet>
    </>
  );
}
