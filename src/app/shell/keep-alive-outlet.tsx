import { useEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { nextCache, type CachedPage } from './keep-alive-cache';
import { EntryKeyProvider } from '@/ui/entry-state';
import { PageLocationProvider } from './page-location';
import { titleOf } from './page-title';
import { useCurrentEntry } from './route-handle';

/**
 * Renders the current page. Pages marked keepAlive stay mounted, hidden (`display: none`), while
 * the user is elsewhere, so their state and scroll-independent content survive the visit; a
 * page's dropCache removes the named pages (e.g. cash-loan-detail2 drops cashLoan2, which then
 * reloads when revisited). A hidden page's effects keep running, so widgets that act on their own
 * (infinite lists) watch their own visibility (IntersectionObserver never reports a hidden element).
 */
export function KeepAliveOutlet({ withheld = false }: { withheld?: boolean }) {
  const shown = useOutlet();
  // A page the login gate withholds is neither drawn nor kept.
  const outlet = withheld ? null : shown;
  const location = useLocation();
  const entry = useCurrentEntry();
  const [cache, setCache] = useState<CachedPage[]>([]);

  const visit =
    entry && !withheld
      ? { name: entry.name, keepAlive: entry.keepAlive === true, dropCache: entry.dropCache ?? [], location, element: outlet }
      : undefined;
  const next = nextCache(cache, visit);
  if (next !== cache) setCache(next);

  // The title follows the page shown, also when a kept page comes back (its own effects do not re-run).
  const title = entry ? titleOf(entry, location.search) : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title, location.key]);

  const kept = entry?.keepAlive === true;
  return (
    <>
      {next.map((page) => (
        <div key={page.name} className="app-kept-page" hidden={!(kept && page.name === entry?.name)}>
          <PageLocationProvider value={page.location}>
            <EntryKeyProvider value={page.location.key}>{page.element}</EntryKeyProvider>
          </PageLocationProvider>
        </div>
      ))}
      {!kept && (
        <PageLocationProvider value={location}>
          <EntryKeyProvider value={location.key}>{outlet}</EntryKeyProvider>
        </PageLocationProvider>
      )}
    </>
  );
}
