import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { preloadWidgetTypes, type PageSchema } from '@/renderer';
import type { RootStore } from '@/stores';
import type { PageRouteEntry } from './route-table';
import { AppLayout } from './shell/app-layout';
import { NotFound } from './shell/not-found';
import { PageLoading } from './shell/page-loading';
import { RouteError } from './shell/route-error';
import type { RouteHandle } from './shell/route-handle';
import { loginPath } from '@/actions/login';

/** Sends a guest who opens a page that needs login to /login, coming back afterwards. */
function requireLogin(stores: RootStore) {
  return ({ request }: LoaderFunctionArgs) => {
    if (stores.user.isLoggedIn) return null;
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  };
}

function pageRoute(entry: PageRouteEntry, stores: RootStore): RouteObject {
  const handle: RouteHandle = { entry };
  return {
    path: entry.path,
    id: entry.name,
    handle,
    loader: entry.login === 'required' ? requireLogin(stores) : undefined,
    // The page schema and the renderer load on demand, so the entry carries only the shell;
    // the page's widget chunks start loading at the same time (failures show up in their blocks).
    lazy: async () => {
      preloadWidgetTypes(entry.widgets ?? []);
      const [body, { SchemaPage }] = await Promise.all([entry.load(), import('./shell/schema-page')]);
      const page = body.default as PageSchema;
      return { Component: () => <SchemaPage entry={entry} page={page} /> };
    },
  };
}

/** The route tree: every page schema under one layout, and a not-found page for the rest. */
export function createAppRoutes(routes: readonly PageRouteEntry[], stores: RootStore): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [...routes.map((entry) => pageRoute(entry, stores)), { path: '*', element: <NotFound /> }],
    },
  ];
}
