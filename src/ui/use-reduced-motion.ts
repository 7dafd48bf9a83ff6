import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, reducedMotionQuery } from '@/lib/reduced-motion';

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const onServer = () => false;

/**
 * Whether the customer asked for reduced motion (src/lib/reduced-motion.ts), redrawn when they
 * change the setting while the page is open. A first screen drawn without a browser (the gateway's
 * preview) assumes motion; the live page corrects it in its first frame.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, onServer);
}
