import { useCallback, useEffect, useRef } from 'react';

/** Spec §9: a stepper button held down starts repeating after 600 ms, then steps every 200 ms. */
export const LONG_PRESS_START_MS = 600;
export const LONG_PRESS_REPEAT_MS = 200;

/**
 * Repeats `step(direction)` while a button is held: the first repeat after 600 ms, then every
 * 200 ms, until the pointer is released, leaves or is cancelled. `step` returns false when it
 * cannot go further (a limit is reached), which stops the repeat. `fired()` tells the click that
 * follows a long press to do nothing (the press has already stepped).
 */
export function useLongPress(step: (direction: 1 | -1) => boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const repeated = useRef(false);
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  }, [step]);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback((direction: 1 | -1) => {
    stop();
    repeated.current = false;
    const tick = (delay: number) => {
      timer.current = setTimeout(() => {
        repeated.current = true;
        if (latest.current(direction)) tick(LONG_PRESS_REPEAT_MS);
      }, delay);
    };
    tick(LONG_PRESS_START_MS);
  }, [stop]);

  /** True once after a press that repeated: the click it ends with must be ignored. */
  const fired = useCallback(() => {
    const was = repeated.current;
    repeated.current = false;
    return was;
  }, []);

  return { start, stop, fired };
}
