import { Activity, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { nextCache, type CachedPage } from './keep-alive-cache';
import { PageLocationProvider } from './page-location';
import { useCurrentEntry } from './route-handle';

/**
 * Renders the current page. Pages marked keepAlive stay mounted inside React's <Activity>
 * while hidden, so their state survives a visit elsewhere; a page's dropCache removes the
 * named pages (e.g. cash-loan-detail2 drops cashLoan2, which then reloads when revisited).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const entry = useCurrentEntry();
  const [cache, setCache] = useState<CachedPage[]>([]);

  const visit = entry && {
    name: entry.name,
    keepAlive: entry.keepAlive === true,
    dropCache: entry.dropCache ?? [],
    location,
    element: outlet,
  };
  const next = nextCache(cache, visit);
  if (next !== cache) setCache(next);

  const kept = entry?.keepAlive === true;
  return (
    <>
      {next.map((page) => (
        <Activity key={page.name} mode={kept && page.name === entry?.name ? 'visible' : 'hidden'}>
          <PageLocationProvider value={page.location}>{page.element}</PageLocationProvider>
        </Activity>
      ))}
      {!kept && <PageLocationProvider value={location}>{outlet}</PageLocationProvider>}
    </>
  );
}
