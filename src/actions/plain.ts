import type { Action } from './action.schema';
import { callApi } from './call-api';
import type { Handler } from './context';
import { goTo, openOutside, passesGate } from './links';
import { startLogin } from './login';
import { switchTab } from './tabs';

type Of<K extends Action['kind']> = Extract<Action, { kind: K }>;

/** A dialable number: digits with an optional leading +, dashes or spaces between (3-20 digits), e.g. 400-820-8820. */
export function isDialable(phone: string): boolean {
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+?\d{3,20}$/.test(digits) && /^\+?\d[\d\s-]*$/.test(phone.trim());
}

/** navigate: an in-app route with its query; a path the route table does not know is reported. */
export const handleNavigate: Handler<Of<'navigate'>> = ({ to, query, replace }, { host }) => void goTo(host, to, query, replace);

/** back: history back, or the native app's back when there is no previous entry (the host decides). */
export const handleBack: Handler<Of<'back'>> = (_action, { host }) => host.back();

/**
 * openUrl: an external page through the URL gate (app web view in a shell, the browser
 * otherwise); with `inApp`, the same gate and then the app's full-screen iframe popup, titled
 * `title`, so the user stays in the app; it belongs to the page it was opened on and closes when
 * the customer leaves that page (AppOverlays).
 */
export const handleOpenUrl: Handler<Of<'openUrl'>> = ({ url, title, inApp }, { host }) => {
  if (!inApp) return void openOutside(host, url);
  if (!url.trim()) return host.report('link without a URL; nothing happened');
  if (passesGate(host, url)) host.stores.app.openIframe({ url, ...(title === undefined ? {} : { title }), openedOn: host.currentPath() });
};

/** call: with `phone`, dials a validated number through a tel: link; with `api`, a declared gateway call (call-api.ts). */
export const handleCall: Handler<Of<'call'>> = (action, ctx) => {
  if ('api' in action) return callApi(action, ctx);
  const { phone } = action;
  if (!isDialable(phone)) ctx.host.report('call with an invalid phone number', { phone });
  else ctx.host.openExternal(`tel:${phone.replace(/[\s-]/g, '')}`);
};

/** login: one-key login in a shell, the login page in a browser; nothing for a logged-in user. */
export const handleLogin: Handler<Of<'login'>> = ({ redirect }, { host }) => {
  if (!host.stores.user.isLoggedIn) startLogin(host, redirect);
};

/** dialog: a message dialog with one button. */
export const handleDialog: Handler<Of<'dialog'>> = ({ title, content, confirmText }, { host }) => host.alert(content, title, confirmText);

/** switchTab: a bottom tab (/, /product/recommend, /installment, /my or the BA015 list). */
export const handleSwitchTab: Handler<Of<'switchTab'>> = ({ to }, { host }) => switchTab(host, to);
