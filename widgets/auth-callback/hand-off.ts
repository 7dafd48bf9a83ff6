import type { Action } from '@/actions/types';
import { inAppPath, splitPath } from '@/lib/in-app-path';

/**
 * Where a finished hand-off goes: an in-app path replaces the callback page; an absolute URL is
 * opened through the dispatcher's safe-URL gate (refused URLs get its toast); anything else, or
 * nothing, goes to `fallback`.
 */
export function handOffAction(redirect: string, fallback: string): Action {
  const path = inAppPath(redirect);
  if (path !== undefined || !/^https?:\/\//i.test(redirect.trim())) {
    const { to, query } = splitPath(path ?? fallback);
    return { kind: 'navigate', to, ...(Object.keys(query).length ? { query } : {}), replace: true };
  }
  return { kind: 'openUrl', url: redirect.trim() };
}
