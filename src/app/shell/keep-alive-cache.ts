import type { ReactNode } from 'react';
import type { Location } from 'react-router-dom';

/** A kept-alive page: its route name, the path+search it was opened with, and its element. */
export interface CachedPage {
  name: string;
  key: string;
  location: Location;
  element: ReactNode;
}

export interface VisitedPage {
  name: string;
  keepAlive: boolean;
  dropCache: readonly string[];
  location: Location;
  element: ReactNode;
}

/**
 * The cache after visiting a page: the routes it names in dropCache are dropped, and a
 * keep-alive page is added (or replaced when opened with another path or query).
 * Returns the same array when nothing changes, so callers can compare by identity.
 */
export function nextCache(cache: CachedPage[], visit: VisitedPage | undefined): CachedPage[] {
  if (!visit) return cache;
  let next = cache.filter((page) => !visit.dropCache.includes(page.name));
  if (visit.keepAlive) {
    const key = visit.location.pathname + visit.location.search;
    const existing = next.find((page) => page.name === visit.name);
    if (!existing || existing.key !== key) {
      next = [...next.filter((page) => page.name !== visit.name), { name: visit.name, key, location: visit.location, element: visit.element }];
    }
  }
  return next.length === cache.length && next.every((page, i) => page === cache[i]) ? cache : next;
}
