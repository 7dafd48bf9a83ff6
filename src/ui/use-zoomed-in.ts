import { useSyncExternalStore } from 'react';

/**
 * Whether the customer has pinch-zoomed the page in (the visual viewport is scaled above 1). A
 * browser without `visualViewport`, or a page drawn without a browser, reads as not zoomed.
 */
export function isZoomedIn(): boolean {
  return typeof window !== 'undefined' && (window.visualViewport?.scale ?? 1) > 1;
}

function subscribe(onChange: () => void): () => void {
  const view = typeof window === 'undefined' ? undefined : window.visualViewport;
  view?.addEventListener('resize', onChange);
  return () => view?.removeEventListener('resize', onChange);
}

const onServer = () => false;

/** isZoomedIn, redrawn when a pinch changes the zoom (the visual viewport's resize event). */
export function useZoomedIn(): boolean {
  return useSyncExternalStore(subscribe, isZoomedIn, onServer);
}
