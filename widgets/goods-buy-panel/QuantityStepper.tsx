import { Stepper } from 'antd-mobile';
import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useLongPress } from './use-long-press';

export interface QuantityStepperProps {
  value: number;
  /** Highest quantity (stock and purchase limit already taken into account); at least `min`. */
  max: number;
  min?: number;
  onChange(value: number): void;
  /** Accessible name of the number field. */
  label?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Which stepper button an event came from. */
function directionOf(target: EventTarget): 1 | -1 | undefined {
  if (!(target instanceof Element)) return undefined;
  const button = target.closest('button');
  if (!button || button.disabled) return undefined;
  if (button.classList.contains('adm-stepper-plus')) return 1;
  if (button.classList.contains('adm-stepper-minus')) return -1;
  return undefined;
}

/**
 * antd-mobile's Stepper for whole quantities, clamped to `min`..`max` (typed values too), plus
 * long press on its − / + buttons: repeats after 600 ms, every 200 ms, stopping at the limits.
 */
export function QuantityStepper({ value, max, min = 1, onChange, label = '购买数量' }: QuantityStepperProps) {
  const top = Math.max(min, max);
  // The repeat steps from the value it set last, not from a render that may not have happened yet.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const step = useCallback((direction: 1 | -1) => {
    const next = clamp(current.current + direction, min, top);
    if (next === current.current) return false;
    current.current = next;
    onChange(next);
    return next !== (direction === 1 ? top : min);
  }, [min, top, onChange]);
  const press = useLongPress(step);
  // antd 5.43 gives the number field its spinbutton role but leaves the name and the aria-value*
  // attributes on the field's wrapper, where they are not allowed (axe aria-allowed-attr): after
  // every render, move them onto the field.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector('input');
    const wrapper = input?.closest('.adm-input');
    if (!input) return;
    input.setAttribute('aria-label', label);
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) {
      const moved = wrapper?.getAttribute(name);
      if (moved !== null && moved !== undefined) input.setAttribute(name, moved);
      wrapper?.removeAttribute(name);
    }
  });

  const onPointerDown = (e: PointerEvent) => {
    const direction = directionOf(e.target);
    if (direction) press.start(direction);
  };
  // A press that repeated has done its stepping: the click that ends it must not add one more.
  const onClickCapture = (e: MouseEvent) => {
    if (press.fired()) {
      e.stopPropagation();
      e.preventDefault();
    }
  };

  return (
    <div ref={box} onPointerDown={onPointerDown} onPointerUp={press.stop} onPointerLeave={press.stop} onPointerCancel={press.stop} onClickCapture={onClickCapture} onContextMenu={(e) => e.preventDefault()}>
      <Stepper
        value={value}
        min={min}
        max={top}
        step={1}
        digits={0}
        onChange={(v) => onChange(clamp(Math.round(v ?? min), min, top))}
      />
    </div>
  );
}
