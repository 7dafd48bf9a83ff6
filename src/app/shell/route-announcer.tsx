import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { titleOf } from './page-title';
import { useCurrentEntry } from './route-handle';

/**
 * Tells a screen reader which page a navigation opened, by its title, as a full page load would:
 * a single-page app changes the screen without one, and the reader would otherwise say nothing
 * (or the name of the row that was tapped and is gone). Silent on the first page, which the reader
 * announces itself; a second page of the same title in a row is not said again.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const entry = useCurrentEntry();
  const first = useRef(location.key);
  const [said, setSaid] = useState('');
  const title = entry ? titleOf(entry, location.search) : undefined;
  useEffect(() => {
    if (location.key !== first.current && title) setSaid(title);
  }, [location.key, title]);
  return (
    <p className="app-route-announcer" aria-live="assertive" aria-atomic="true">
      {said}
    </p>
  );
}
