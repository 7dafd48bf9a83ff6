import { createObserveNear, type ObserveNear } from '@/lib/observe-near';

/**
 * When a lazy picture (SafeImage with `lazy`) is asked for: the spec's lazy-load constants
 * (docs/screens.md, "Pictures that load as they come near").
 */

/** A lazy picture starts loading once it is within 1.3 screens: its top above 1.3 × the screen's height (its left within 1.3 × its width). */
export const LAZY_PRELOAD = 1.3;
/** A picture that fails to load is asked for again: three attempts in all, then the broken-picture icon. */
export const LOAD_ATTEMPTS = 3;
/** How long before the next attempt, times the attempts made so far. */
export const RETRY_DELAY_MS = 500;
/** The last 200 pictures that loaded show at once when they appear again (a list drawn anew, a page opened again). */
export const LOADED_CACHE_SIZE = 200;

// The spec's 200 ms scroll throttle belongs to a loader that checks every picture on scroll events;
// an IntersectionObserver listens to no scroll event and reports at most once per frame, so none is needed.
const margin = `${Math.round((LAZY_PRELOAD - 1) * 100)}%`;
/** The observer's root margin: the screen grown by 30% downwards and to the right, as a scroll check of `top < 1.3 × height` reads. */
export const LAZY_ROOT_MARGIN = `0px ${margin} ${margin} 0px`;

const loaded = new Set<string>();

/** Whether `src` has loaded lately (one of the last LOADED_CACHE_SIZE). */
export const loadedBefore = (src: string | undefined): boolean => src !== undefined && loaded.has(src);

/** Remembers that `src` has loaded; the oldest falls out past LOADED_CACHE_SIZE. */
export function rememberLoaded(src: string | undefined): void {
  if (!src) return;
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LOADED_CACHE_SIZE) loaded.delete(loaded.values().next().value as string);
}

/** Forgets every loaded picture (tests). */
export const forgetLoaded = () => loaded.clear();

let observeNear: ObserveNear | undefined;

/** Calls `onNear` once `element` comes within LAZY_PRELOAD screens; returns the cancel. One observer for every lazy picture. */
export const whenNear: ObserveNear = (element, onNear) => (observeNear ??= createObserveNear(LAZY_ROOT_MARGIN))(element, onNear);

/** Drops the shared observer (tests that swap IntersectionObserver). */
export function resetLazyObserver(): void {
  observeNear = undefined;
}
