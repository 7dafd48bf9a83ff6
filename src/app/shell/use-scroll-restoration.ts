import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readJson, webStorage, write } from '@/lib/storage';

const KEY = 'qsh-scroll-positions';
/** Positions kept for back and forward (the newest entries; older ones are dropped). */
const MAX_ENTRIES = 50;

/** How long a restore waits for the page's content to grow tall enough (its data loading). */
export const RESTORE_WAIT_MS = 3000;
/** Input that means the user has taken over the scrolling: the restore stops. */
const TAKE_OVER = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;

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
    const key = location.key;
    const target = (action === 'POP' ? positions.get(key) : undefined) ?? 0;
    // The position is recorded as the user scrolls, not read on leaving: by the time the old page's
    // cleanup runs, the next page is already in the DOM and the browser has cut the scroll to its
    // height. While a restore is still on its way, the place being restored is what counts.
    positions.delete(key);
    positions.set(key, target);
    window.scrollTo(0, target);
    const restore = target > 0 ? restoreAsContentGrows(target) : undefined;
    const record = () => {
      if (!restore?.active()) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      restore?.stop();
      for (const old of [...positions.keys()].slice(0, -MAX_ENTRIES)) positions.delete(old);
      write(webStorage('sessionStorage'), KEY, JSON.stringify([...positions]));
    };
  }, [location.key, action, positions]);
}

/**
 * A page drawn anew on back (not kept alive) is short until its data has loaded, so the first
 * scrollTo stops at the top. Scrolls again each time the page grows, until the position is reached,
 * the user scrolls or touches, or RESTORE_WAIT_MS pass.
 */
function restoreAsContentGrows(target: number): { active: () => boolean; stop: () => void } | undefined {
  if (reached(target) || typeof ResizeObserver === 'undefined') return undefined;
  let active = true;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, target);
    if (reached(target)) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  const stop = () => {
    active = false;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
  };
  observer.observe(document.body);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  return { active: () => active, stop };
}

const reached = (target: number) => Math.abs(window.scrollY - target) < 1;
