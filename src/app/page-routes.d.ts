declare module 'virtual:page-routes' {
  import type { RouteMeta } from '@/renderer/route.schema';
  import type { PrefetchRequest } from '@/renderer/prefetch-plan';

  /** One entry per file in schemas/pages: its route metadata and title; the body loads on demand. */
  export interface PageRouteEntry extends RouteMeta {
    title: string;
    /** The query parameter whose value, when given, is the title instead (the page's `titleQuery`). */
    titleQuery?: string;
    /** Whether the page shows the bottom tab bar. */
    tabBar: boolean;
    load: () => Promise<{ default: unknown }>;
    /** The widget types the page uses, so their chunks can load with the page schema (preloadWidgetTypes). */
    widgets?: readonly string[];
    /** The first screen's data requests (bindings unresolved), started as navigation starts (prefetchRoute). */
    prefetch?: readonly PrefetchRequest[];
  }
  export const pageRoutes: PageRouteEntry[];
}
