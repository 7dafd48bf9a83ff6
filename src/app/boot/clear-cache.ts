import { STORAGE_KEYS } from '@/stores';

/** What 清除缓存 keeps: the session and what the native app reported (re-asked only at the next start). */
const KEPT: readonly string[] = [STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.appVersion, STORAGE_KEYS.appStore];

/**
 * 清除缓存: removes the app's own local-storage entries (search history, cached tab bar, active tab, …)
 * except the session, all of session storage (form drafts, scroll positions) and the Cache Storage
 * entries of the origin. Storage that throws (private mode) is skipped.
 */
export function clearAppCache(win: Window): void {
  try {
    const keys = Array.from({ length: win.localStorage.length }, (_, i) => win.localStorage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (key.startsWith('qsh.') && !KEPT.includes(key)) win.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
  try {
    win.sessionStorage.clear();
  } catch {
    // storage unavailable
  }
  if ('caches' in win) void win.caches.keys().then((names) => Promise.all(names.map((n) => win.caches.delete(n)))).catch(() => undefined);
}
