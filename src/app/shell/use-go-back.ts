import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppEnv } from '../app-env';

/** Whether the in-app history has an entry before the current one (React Router keeps idx in history.state). */
export function hasHistoryEntry(win: Window = window): boolean {
  const state = win.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Back: go back in history when there is an entry; otherwise ask the native app to go back,
 * or, in a plain browser, go home.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { bridge } = useAppEnv();
  return useCallback(() => {
    if (hasHistoryEntry()) navigate(-1);
    else if (bridge.shell !== 'browser') bridge.post('goBack');
    else navigate('/', { replace: true });
  }, [bridge, navigate]);
}
