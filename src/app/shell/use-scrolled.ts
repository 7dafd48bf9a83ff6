import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the window is scrolled away from the top (pull-to-refresh is disabled then). */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > 0, () => false);
}
