import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveText, VISUALLY_HIDDEN } from '@/ui/live-text';
import { titleOf } from './page-title';
import { useCurrentEntry } from './route-handle';

/**
 * Tells a screen reader which page a navigation opened, by its title, as a full page load would:
 * a single-page app changes the screen without one, and the reader would otherwise say nothing
 * (or the name of the row that was tapped and is gone). Silent on the first page, which the reader
 * announces itself. A second page of the same title in a row (one goods' 商品详情 to another's) is
 * said again (useLiveText).
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const entry = useCurrentEntry();
  const first = useRef(location.key);
  const [said, say] = useLiveText();
  const title = entry ? titleOf(entry, location.search) : undefined;
  useEffect(() => {
    if (location.key !== first.current && title) say(title);
  }, [location.key, title, say]);
  return (
    <p className={VISUALLY_HIDDEN} aria-live="assertive" aria-atomic="true">
      {said}
    </p>
  );
}
