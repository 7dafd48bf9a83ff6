import { useMatches } from 'react-router-dom';
import type { PageRouteEntry } from '../route-table';

/** The `handle` every page route carries: its entry in the route table. */
export interface RouteHandle {
  entry: PageRouteEntry;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'entry' in value;
}

/** The route-table entry of the page being shown, or undefined on the not-found page. */
export function useCurrentEntry(): PageRouteEntry | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle.entry : undefined;
}
