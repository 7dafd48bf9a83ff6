import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { prefetchRoute } from '@/renderer';
import { useStores } from '@/stores/context';
import { useAppEnv } from '../app-env';
import type { PageRouteEntry } from '../route-table';
import { usePageLocation } from './page-location';

/**
 * Starts the route's first-screen data requests (from the route table) as soon as its navigation
 * renders, before the page's schema and widget chunks have loaded: the page's SourceCache takes
 * the answers (no second request). A page that needs login waits for it. Renders nothing.
 */
export function RoutePrefetch({ entry }: { entry: PageRouteEntry }) {
  const { gateway } = useAppEnv();
  const { user, app } = useStores();
  const params = useParams();
  const { search } = usePageLocation();
  const allowed = entry.login !== 'required' || user.isLoggedIn;
  const paramsKey = JSON.stringify(params);
  // While rendering (not in an effect): the requests start in the same task as the navigation, and
  // once per route visit (query and path), not on every re-render.
  useMemo(() => {
    const requests = entry.prefetch;
    if (!requests || !allowed) return;
    const query = Object.fromEntries(new URLSearchParams(search));
    const pathParams = JSON.parse(paramsKey) as Record<string, string>;
    prefetchRoute(entry.name, requests, { query, params: pathParams, user, app }, (api, fields) => gateway.callRaw(api, fields, { silent: true }));
  }, [entry, allowed, search, paramsKey, user, app, gateway]);
  return null;
}
