/** Calls `onNear` once `element` comes near the screen; returns the cancel. */
export type ObserveNear = (element: Element, onNear: () => void) => () => void;

/**
 * One IntersectionObserver for many elements, each told once when it comes within `rootMargin`
 * of the screen (the renderer's deferred blocks, lazy pictures). Without IntersectionObserver
 * (old web views) each is told on the next task instead.
 */
export function createObserveNear(rootMargin: string): ObserveNear {
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
    { rootMargin },
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
