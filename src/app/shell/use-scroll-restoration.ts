import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readJson, webStorage, write } from '@/lib/storage';

const KEY = 'qsh-scroll-positions';
/** Positions kept for back and forward (the newest entries; older ones are dropped). */
const MAX_ENTRIES = 50;

type Positions = Array<[string, number]>;
const isPositions = (value: unknown): value is Positions =>
  Array.isArray(value) && value.every((p) => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'number');

/**
 * The window's scroll position per history entry: a new page starts at the top, and back or
 * forward returns to where the user was (kept in session storage, so a reload keeps it too).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const storage = webStorage('sessionStorage');
    const saved = action === 'POP' ? new Map(readJson(storage, KEY, isPositions, [])).get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
    return () => {
      const positions = new Map(readJson(storage, KEY, isPositions, []));
      positions.delete(location.key);
      positions.set(location.key, window.scrollY);
      write(storage, KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
    };
  }, [location.key, action]);
}
