declare module 'virtual:page-routes' {
  import type { RouteMeta } from '@/renderer/route.schema';

  /** One entry per file in schemas/pages: its route metadata and title; the body loads on demand. */
  export interface PageRouteEntry extends RouteMeta {
    title: string;
    /** Whether the page shows the bottom tab bar. */
    tabBar: boolean;
    load: () => Promise<{ default: unknown }>;
    /** The widget types the page uses, so their chunks can load with the page schema (preloadWidgetTypes). */
    widgets?: readonly string[];
  }
  export const pageRoutes: PageRouteEntry[];
}
