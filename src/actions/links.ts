import type { ActionHost } from './host';

/** Toast shown when a link cannot be opened (refused by the URL gate, or malformed). */
export const LINK_REFUSED_TEXT = '链接暂时无法打开';
/** Toast shown in a plain browser for a native-only view (APPVIEW). */
export const APP_ONLY_TEXT = '请在App中打开';

/** Query values an in-app path may carry; undefined and empty values are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** `path` with `query` appended as a search string. */
export function withQuery(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The path part of an in-app location (`/a/b?x=1#y` -> `/a/b`). */
export function pathOf(location: string): string {
  return location.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Goes to an in-app route when the route table knows it; otherwise reports and stays.
 * Returns whether it navigated.
 */
export function goTo(host: ActionHost, path: string, query?: QueryValues, replace?: boolean): boolean {
  if (!path.startsWith('/') || !host.routeExists(pathOf(path))) {
    host.report('no route for this path; nothing happened', { path, query });
    return false;
  }
  host.navigate(withQuery(path, query), replace ? { replace: true } : undefined);
  return true;
}

/** Asks the URL gate; a refused URL gets a toast and a report. */
export function passesGate(host: ActionHost, url: string): boolean {
  if (host.isUrlAllowed(url)) return true;
  host.toast(LINK_REFUSED_TEXT);
  host.report('URL refused by the safe-URL gate', { url });
  return false;
}

/** Opens an already-gated URL: an app web view (jumpPage) in a shell, the browser otherwise. */
export function launch(host: ActionHost, url: string): void {
  if (host.stores.app.shell === 'browser') host.openExternal(url);
  else host.bridge.post('jumpPage', { jumpUrl: url });
}

/** Opens a URL that leaves the app, through the one gate. Returns whether it opened. */
export function openOutside(host: ActionHost, url: string | undefined): boolean {
  if (!url?.trim()) {
    host.report('link without a URL; nothing happened');
    return false;
  }
  if (!passesGate(host, url)) return false;
  launch(host, url);
  return true;
}

/**
 * Opens an operator-entered target (CUSTOM): an in-app path (`/x?y=1` or `#/x`) when the route
 * table knows it, anything else through the URL gate.
 */
export function openTarget(host: ActionHost, target: string | undefined): boolean {
  const value = (target ?? '').trim();
  const inApp = value.startsWith('#/') ? value.slice(1) : value;
  if (inApp.startsWith('/') && !inApp.startsWith('//') && host.routeExists(pathOf(inApp))) {
    host.navigate(inApp);
    return true;
  }
  return openOutside(host, value);
}
