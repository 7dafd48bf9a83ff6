import { Popup, SafeArea } from 'antd-mobile';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './focus-ring.css';
import './wheel-sheet.css';

/** What the keyboard sees of one wheel: its name, its choices and the one under the line. */
export interface WheelColumn {
  /** Names the wheel (学历, 省份). */
  name: string;
  options: readonly { value: string | number; label: string }[];
  value: string | number | undefined;
}

/** Props of WheelSheet. */
export interface WheelSheetProps {
  title: string;
  visible: boolean;
  /** The wheels' keyboard side, one per wheel of `children`, left to right. */
  columns: readonly WheelColumn[];
  /** Turns wheel `column` to `value` (an arrow key, Home, End, Page Up or Down). */
  onTurn: (column: number, value: string | number) => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** 确定 waits (the choices are loading). */
  busy?: boolean;
  /** The wheels (antd-mobile PickerView or CascadePickerView), turned by touch. */
  children: ReactNode;
}

const PAGE = 5;

/** Where a key turns a wheel of `count` choices standing at `at`: undefined for any other key. */
function turnedTo(key: string, at: number, count: number): number | undefined {
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, PageDown: at + PAGE, PageUp: at - PAGE, Home: 0, End: count - 1 }[key];
  return to === undefined ? undefined : Math.min(Math.max(to, 0), count - 1);
}

/**
 * A bottom sheet with 取消, the title and 确定 over picker wheels: antd-mobile Picker's look, and
 * a keyboard's way through it, which Picker lacks (its 取消 and 确定 take no focus and its wheels
 * no keys). Each wheel has a spin button laid over it that Tab reaches: Up and Down turn it, Page
 * Up and Down by five, Home and End to the ends, Enter confirms, and a screen reader hears the
 * choice. Opening puts the focus on the first wheel, Tab stays inside the sheet, Escape cancels,
 * and closing gives the focus back to what opened the sheet. A finger still turns the wheels.
 */
export function WheelSheet({ title, visible, columns, onTurn, onCancel, onConfirm, busy = false, children }: WheelSheetProps) {
  const opener = useRef<Element | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    opener.current = document.activeElement;
    // The sheet is drawn in the commit that shows it; the focus waits for it.
    const frame = requestAnimationFrame(() => (first.current ?? sheet.current)?.focus());
    return () => {
      cancelAnimationFrame(frame);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [visible]);
  // Wheels whose choices were still loading when the sheet opened: the focus moves on to them.
  const ready = columns.length > 0;
  useEffect(() => {
    if (ready && document.activeElement === sheet.current) first.current?.focus();
  }, [ready]);
  const key = (event: KeyboardEvent, column: WheelColumn, index: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!busy) onConfirm();
      return;
    }
    const at = Math.max(column.options.findIndex((o) => o.value === column.value), 0);
    const to = turnedTo(event.key, at, column.options.length);
    if (to === undefined) return;
    event.preventDefault();
    const option = column.options[to];
    if (option && to !== at) onTurn(index, option.value);
  };
  /** Escape cancels; Tab goes round the sheet's controls, not out to the page under the mask. */
  const sheetKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    const stops = [...sheet.current.querySelectorAll<HTMLElement>('button:not(:disabled), [role="spinbutton"]')];
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    const other = event.shiftKey ? stops[stops.length - 1] : stops[0];
    if (other && (document.activeElement === edge || !stops.includes(document.activeElement as HTMLElement))) {
      event.preventDefault();
      other.focus();
    }
  };
  return (
    <Popup visible={visible} position="bottom" onMaskClick={onCancel}>
      {/* A dialog takes the keys of the controls inside it (Escape, Tab); it is no control itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={sheet} className="qsh-wheel-sheet" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} onKeyDown={sheetKey}>
        <div className="qsh-wheel-sheet-header">
          <button type="button" className="qsh-wheel-sheet-button" onClick={onCancel}>取消</button>
          <div className="qsh-wheel-sheet-title">{title}</div>
          <button type="button" className="qsh-wheel-sheet-button" disabled={busy} onClick={onConfirm}>确定</button>
        </div>
        <div className="qsh-wheel-sheet-body">
          {children}
          <div className="qsh-wheel-sheet-keys">
            {columns.map((column, i) => {
              const at = column.options.findIndex((o) => o.value === column.value);
              return (
                <div
                  key={column.name}
                  ref={i === 0 ? first : undefined}
                  role="spinbutton"
                  tabIndex={0}
                  aria-label={column.name}
                  aria-valuemin={1}
                  aria-valuemax={column.options.length}
                  aria-valuenow={at + 1}
                  aria-valuetext={column.options[at]?.label ?? '未选择'}
                  className="qsh-wheel-sheet-key qsh-focus-ring"
                  onKeyDown={(event) => key(event, column, i)}
                />
              );
            })}
          </div>
        </div>
      </div>
      <SafeArea position="bottom" />
    </Popup>
  );
}
