import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { titleOf } from './page-title';
import { useCurrentEntry } from './route-handle';

/**
 * Tells a screen reader which page a navigation opened, by its title, as a full page load would:
 * a single-page app changes the screen without one, and the reader would otherwise say nothing
 * (or the name of the row that was tapped and is gone). Silent on the first page, which the reader
 * announces itself. A second page of the same title in a row (one goods' 商品详情 to another's) is
 * said again: a live region speaks only when its text changes, so every other announcement ends in
 * a no-break space that no one hears.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const entry = useCurrentEntry();
  const first = useRef(location.key);
  const [said, setSaid] = useState('');
  const title = entry ? titleOf(entry, location.search) : undefined;
  useEffect(() => {
    if (location.key !== first.current && title) setSaid((before) => (before === title ? `${title}\u00a0` : title));
  }, [location.key, title]);
  return (
    <p className="app-route-announcer" aria-live="assertive" aria-atomic="true">
      {said}
    </p>
  );
}
