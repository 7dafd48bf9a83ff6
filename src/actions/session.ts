import type { Action } from './action.schema';
import type { Handler } from './context';

type Of<K extends Action['kind']> = Extract<Action, { kind: K }>;

/** Where a logout lands when the action names no page. */
export const LOGOUT_TARGET = '/my';

/**
 * logout (退出登录): after the optional confirm, ends the server session (UC012, silent: a session
 * that is already gone must not stop the user from leaving), clears token and user info, tells the
 * native app `logout`, then replaces the page with `to` (default /my). With `endSession: false`
 * (the account was cancelled and the server has ended every session) UC012 is not called.
 */
export const handleLogout: Handler<Of<'logout'>> = async ({ confirm, to, endSession }, { host }) => {
  if (confirm && !(await host.confirm({ title: '提示', content: confirm, confirmText: '退出登录', cancelText: '取消' }))) return;
  const { user } = host.stores;
  if (user.isLoggedIn && endSession !== false) {
    try {
      await host.gateway.callRaw('UC012', {}, { silent: true, loading: true });
    } catch (error) {
      host.report('UC012 failed; logged out on this device anyway', error);
    }
  }
  // A 0004/0005 answer to UC012 has already logged out and told the app: say it once only.
  if (user.isLoggedIn || endSession === false) {
    user.logout();
    host.bridge.post('logout');
  }
  const target = to ?? LOGOUT_TARGET;
  if (host.routeExists(target.split('?')[0] ?? target)) host.navigate(target, { replace: true });
  else host.report('logout target is not a route', { to: target });
};

/** clearCache (清除缓存): the host removes drafts, history and cached lists (never the session), then 缓存已清除. */
export const handleClearCache: Handler<Of<'clearCache'>> = (_action, { host }) => {
  host.clearCache();
  host.toast('缓存已清除');
};
