import type { ObserveNear } from './page-context';

/** How far below the screen a block starts to render. */
export const NEAR_MARGIN = '600px 0px';

/**
 * One IntersectionObserver per page for all deferred blocks. Without IntersectionObserver
 * (old webviews) blocks render on the next frame instead.
 */
export function createObserveNear(): ObserveNear {
  if (typeof IntersectionObserver === 'undefined') {
    return (_element, onNear) => {
      const id = setTimeout(onNear, 0);
      return () => clearTimeout(id);
    };
  }
  const callbacks = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return (element, onNear) => {
    callbacks.set(element, onNear);
    observer.observe(element);
    return () => {
      callbacks.delete(element);
      observer.unobserve(element);
    };
  };
}
