import { useLayoutEffect, useState } from 'react';
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
  // Read once per app start; each leave writes it back (the newest MAX_ENTRIES).
  const [positions] = useState(() => new Map(readJson(webStorage('sessionStorage'), KEY, isPositions, [])));

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    window.scrollTo(0, (action === 'POP' ? positions.get(location.key) : undefined) ?? 0);
    return () => {
      positions.delete(location.key);
      positions.set(location.key, window.scrollY);
      for (const key of [...positions.keys()].slice(0, -MAX_ENTRIES)) positions.delete(key);
      write(webStorage('sessionStorage'), KEY, JSON.stringify([...positions]));
    };
  }, [location.key, action, positions]);
}
