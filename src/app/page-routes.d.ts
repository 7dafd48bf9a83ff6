declare module 'virtual:page-routes' {
  import type { RouteMeta } from '@/renderer/route.schema';

  /** One entry per file in schemas/pages: its route metadata and title; the body loads on demand. */
  export interface PageRouteEntry extends RouteMeta {
    title: string;
    /** Whether the page shows the bottom tab bar. */
    tabBar: boolean;
    load: () => Promise<{ default: unknown }>;
    /** Starts loading the lazy chunks of the widgets the page uses (the renderer's registry imports the same modules). */
    widgets?: () => Promise<unknown>[];
  }
  export const pageRoutes: PageRouteEntry[];
}
