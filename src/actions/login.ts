import type { ActionHost } from './host';
import { withQuery } from './links';

/** The browser login route; it sends the user back to `redirect` afterwards. */
export const LOGIN_PATH = '/login';

/** The login route with the way back in `redirect` (none when the way back is the login page itself). */
export function loginPath(back: string): string {
  const fromLogin = back === LOGIN_PATH || back.startsWith(`${LOGIN_PATH}?`);
  return withQuery(LOGIN_PATH, { redirect: fromLogin ? undefined : back });
}

/**
 * Starts a login: one-key login in a native shell (the app answers with oneKeyLoginResponse,
 * which the app shell handles), the login page in a browser with the way back in `redirect`.
 */
export function startLogin(host: ActionHost, redirect?: string): void {
  if (host.stores.app.shell !== 'browser') {
    host.bridge.post('oneKeyLogin');
    return;
  }
  host.navigate(loginPath(redirect ?? host.currentPath()));
}

/** True for a logged-in user; for a guest starts the login and returns false (the tap ends there). */
export function requireLogin(host: ActionHost): boolean {
  if (host.stores.user.isLoggedIn) return true;
  startLogin(host);
  return false;
}
