import type { Bridge } from '@/services/bridge/types';

/** Whether the in-app history has an entry before the current one (React Router keeps idx in history.state). */
export function hasHistoryEntry(win: Window = window): boolean {
  const state = win.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** History back, and a replace to home. */
export interface BackNavigate {
  back(): unknown;
  home(): unknown;
}

/**
 * Back: go back in history when there is an entry; otherwise ask the native app to go back,
 * or, in a plain browser, go home.
 */
export function goBack(bridge: Pick<Bridge, 'shell' | 'post'>, navigate: BackNavigate): void {
  if (hasHistoryEntry()) void navigate.back();
  else if (bridge.shell !== 'browser') bridge.post('goBack');
  else void navigate.home();
}
