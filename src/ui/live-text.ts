import { useCallback, useState } from 'react';
import './visually-hidden.css';

/** The class that keeps a live region's text off the screen and in the screen reader's reach. */
export const VISUALLY_HIDDEN = 'qsh-visually-hidden';

/**
 * The text of a live region, and how to say something in it. A live region speaks only when its
 * text changes, so the same text said twice in a row ends the second time in a no-break space that
 * no one hears (the route announcer's page titles, the form's first message).
 */
export function useLiveText(): [said: string, say: (text: string) => void] {
  const [said, setSaid] = useState('');
  const say = useCallback((text: string) => setSaid((before) => (before === text ? `${text}\u00a0` : text)), []);
  return [said, say];
}
