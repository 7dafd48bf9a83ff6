import { useRef, type KeyboardEvent } from 'react';

/** Which arrow keys move through a group: a tab list's own axis, or all four (a radio group). */
export type ArrowAxis = 'horizontal' | 'vertical' | 'both';

const FORWARD: Record<ArrowAxis, readonly string[]> = { horizontal: ['ArrowRight'], vertical: ['ArrowDown'], both: ['ArrowRight', 'ArrowDown'] };
const BACK: Record<ArrowAxis, readonly string[]> = { horizontal: ['ArrowLeft'], vertical: ['ArrowUp'], both: ['ArrowLeft', 'ArrowUp'] };

/**
 * The control an arrow key moves to in a group with one Tab stop (a radio group, a tab list): the
 * next one that can be chosen in the key's direction, round the ends; Home and End go to the first
 * and last. Undefined for any other key, and when no other control can be chosen. A key it answers
 * is kept from scrolling the page.
 */
export function rovingTarget(event: KeyboardEvent, axis: ArrowAxis, from: number, count: number, enabled: (index: number) => boolean = () => true): number | undefined {
  const order = (first: number, step: 1 | -1) => Array.from({ length: count }, (_, n) => (first + step * n + count * count) % count);
  let candidates: number[];
  if (FORWARD[axis].includes(event.key)) candidates = order(from + 1, 1);
  else if (BACK[axis].includes(event.key)) candidates = order(from - 1, -1);
  else if (event.key === 'Home') candidates = order(0, 1);
  else if (event.key === 'End') candidates = order(count - 1, -1);
  else return undefined;
  event.preventDefault();
  const target = candidates.find((i) => enabled(i));
  return target === undefined || target === from ? undefined : target;
}

/**
 * A group's controls by index, and the move between them: `move` finds where a key goes
 * (`rovingTarget`), puts the focus there and says which control that is.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const controls = useRef<(T | null)[]>([]);
  return {
    refAt: (index: number) => (el: T | null) => {
      controls.current[index] = el;
    },
    move: (event: KeyboardEvent, axis: ArrowAxis, from: number, count: number, enabled?: (index: number) => boolean): number | undefined => {
      const to = rovingTarget(event, axis, from, count, enabled);
      if (to !== undefined) controls.current[to]?.focus();
      return to;
    },
  };
}
