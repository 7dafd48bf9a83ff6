import type { Action } from '@/actions/types';

/**
 * The navigate action for a redirect target: only in-app paths (`/x?y=1`) are followed, anything
 * else (`//host`, `https://…`, empty) goes to `fallback`. The login page itself is never a target.
 */
export function redirectAction(target: string | undefined, fallback = '/my'): Action {
  const safe = target && target.startsWith('/') && !target.startsWith('//') && !/^\/(login|register)(\?|$)/.test(target) ? target : fallback;
  const [path = fallback, search = ''] = safe.split('?', 2);
  const query = Object.fromEntries(new URLSearchParams(search));
  return { kind: 'navigate', to: path, ...(Object.keys(query).length ? { query } : {}), replace: true };
}
