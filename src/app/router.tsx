import { Suspense, lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { preloadWidgetTypes, type PageSchema } from '@/renderer';
import type { PageRouteEntry } from './route-table';
import { AppLayout } from './shell/app-layout';
import { NotFound } from './shell/not-found';
import { PageLoading } from './shell/page-loading';
import { RouteErrorBoundary } from './shell/route-error';
import { RoutePrefetch } from './shell/route-prefetch';
import { RouteObjectsProvider, type RouteHandle } from './shell/route-handle';
import { SchemaPage } from './shell/schema-page';
import { TestOnlyGate } from './shell/test-only-gate';

/**
 * A route's page, loaded on demand: its schema (the page renderer is in the start chunk: every
 * route needs it, and a file of its own was one more request before any first screen), with the page's widget chunks starting at the same time (a failed widget shows in
 * its block) and its first screen's data requests (RoutePrefetch). A page whose code fails to load says so, with a retry; the tab bar stays.
 */
function pageElement(entry: PageRouteEntry) {
  const Page = lazy(async () => {
    preloadWidgetTypes(entry.widgets ?? []);
    const body = await entry.load();
    // A published route whose version could not be used and that has no bundled page (runtime-pages/).
    if (body.default === null) return { default: NotFound };
    const schema = body.default as PageSchema;
    return { default: () => <SchemaPage entry={entry} page={schema} /> };
  });
  // The page's first-screen data starts now too, in parallel with its chunks (no waterfall).
  const page = (
    <RouteErrorBoundary>
      <RoutePrefetch entry={entry} />
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  return entry.testOnly ? <TestOnlyGate>{page}</TestOnlyGate> : page;
}

/** The route tree: every page schema under one layout (which also asks guests to log in), and a not-found page. */
export function createAppRoutes(routes: readonly PageRouteEntry[]): RouteObject[] {
  const pageRoutes = routes.map((entry): RouteObject => {
    const handle: RouteHandle = { entry };
    return { path: entry.path, id: entry.name, handle, element: pageElement(entry) };
  });
  return [{ id: 'root', element: <AppLayout />, children: [...pageRoutes, { path: '*', element: <NotFound /> }] }];
}

/** Renders the route tree at the current location; the shell reads the matched page's entry from it. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <RouteObjectsProvider value={routes}>{element}</RouteObjectsProvider>
    </RouteErrorBoundary>
  );
}
