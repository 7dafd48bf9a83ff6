import { matchPath } from 'react-router-dom';
import { pageRoutes, type PageRouteEntry } from 'virtual:page-routes';

export type { PageRouteEntry };

/** Every route of the app, from schemas/pages (built at build time). */
export const routeTable: readonly PageRouteEntry[] = pageRoutes;

/** The route entry that matches a pathname (ignoring query and hash), if any. */
export function findRoute(path: string, routes: readonly PageRouteEntry[] = routeTable): PageRouteEntry | undefined {
  const pathname = path.split(/[?#]/)[0] || '/';
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Whether a path (with optional query) is one of the app's routes. */
export function isKnownPath(path: string, routes: readonly PageRouteEntry[] = routeTable): boolean {
  return path.startsWith('/') && findRoute(path, routes) !== undefined;
}
