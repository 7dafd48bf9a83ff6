import { matchPath } from 'react-router-dom';
import { prefetchRoute } from '@/renderer/prefetch';
import type { Gateway } from '@/services/gateway';
import type { RootStore } from '@/stores';
import { findRoute, type PageRouteEntry } from '../route-table';

/**
 * Starts the first route's data requests as soon as the app's code has run, before React renders
 * (RoutePrefetch would start them in the first render, later): a logged-in visitor's first screen
 * cannot come with the HTML, so its requests go out as early as the token is known. RoutePrefetch
 * then finds them waiting and does not ask again. A page that needs login is not prefetched for a guest.
 */
export function prefetchFirstRoute(location: { pathname: string; search: string }, routes: readonly PageRouteEntry[], stores: RootStore, gateway: Pick<Gateway, 'callRaw'>): void {
  const entry = findRoute(location.pathname, routes);
  if (!entry?.prefetch || (entry.login === 'required' && !stores.user.isLoggedIn)) return;
  const params = matchPath({ path: entry.path, end: true }, location.pathname)?.params ?? {};
  const defined = Object.fromEntries(Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined));
  const query = Object.fromEntries(new URLSearchParams(location.search));
  prefetchRoute(entry.name, entry.prefetch, { query, params: defined, user: stores.user, app: stores.app }, (api, fields) => gateway.callRaw(api, fields, { silent: true }));
}
