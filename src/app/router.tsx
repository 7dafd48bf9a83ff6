import { Suspense, lazy, useState, type ComponentType } from 'react';
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

/** The page components of one route tree, each made on its route's first visit and kept: a revisit draws the loaded page at once. */
type PageComponents = WeakMap<PageRouteEntry, ComponentType>;

/** A route's page as a component that loads its schema on first render (the widget chunks start at the same time). */
function pageComponent(entry: PageRouteEntry, pages: PageComponents): ComponentType {
  const made = pages.get(entry);
  if (made) return made;
  const Page = lazy(async () => {
    preloadWidgetTypes(entry.widgets ?? []);
    const body = await entry.load();
    // A published route whose version could not be used and that has no bundled page (runtime-pages/).
    if (body.default === null) return { default: NotFound };
    const schema = body.default as PageSchema;
    return { default: () => <SchemaPage entry={entry} page={schema} /> };
  });
  pages.set(entry, Page);
  return Page;
}

/**
 * A route's page, loaded on demand: its schema (the page renderer is in the start chunk: every
 * route needs it, and a file of its own was one more request before any first screen), with the
 * page's widget chunks starting at the same time (a failed widget shows in its block) and its
 * first screen's data requests (RoutePrefetch). A page whose code fails to load says so, with a
 * retry; the tab bar stays. The route tree holds one small element per route: the page's lazy
 * component is made when the route is first shown, so the routes not visited cost next to nothing.
 */
function RoutePage({ entry, pages }: { entry: PageRouteEntry; pages: PageComponents }) {
  // The element is keyed by its path (names of published routes may repeat), so another route's page is a new RoutePage, never this one with other props.
  const [Page] = useState(() => pageComponent(entry, pages));
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
  const pages: PageComponents = new WeakMap();
  const pageRoutes = routes.map((entry): RouteObject => {
    const handle: RouteHandle = { entry };
    return { path: entry.path, id: entry.name, handle, element: <RoutePage key={entry.path} entry={entry} pages={pages} /> };
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
