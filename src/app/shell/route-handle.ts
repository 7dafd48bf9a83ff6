import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { PageRouteEntry } from '../route-table';

/** The `handle` every page route carries: its entry in the route table. */
export interface RouteHandle {
  entry: PageRouteEntry;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'entry' in value;
}

const RouteObjectsContext = createContext<readonly RouteObject[]>([]);

/** Gives the shell the route tree being rendered, so it can tell which page is shown. */
export const RouteObjectsProvider = RouteObjectsContext.Provider;

/** The route-table entry of the page being shown, or undefined on the not-found page. */
export function useCurrentEntry(): PageRouteEntry | undefined {
  const routes = useContext(RouteObjectsContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const handle = matchRoutes([...routes], pathname)?.at(-1)?.route.handle;
    return isRouteHandle(handle) ? handle.entry : undefined;
  }, [routes, pathname]);
}
