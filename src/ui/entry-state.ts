import { createContext, useCallback, useContext, useState } from 'react';
import { readJson, webStorage, write } from '@/lib/storage';

const KEY = 'qsh-entry-state';
/** Values kept for back and forward (the newest; older ones are dropped). */
const MAX_VALUES = 100;

type Kept = Array<[string, string]>;
const isKept = (value: unknown): value is Kept => Array.isArray(value) && value.every((p) => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string');

const EntryKeyContext = createContext<string | undefined>(undefined);

/** Names the history entry a page belongs to (the app shell gives each page its location's key). */
export const EntryKeyProvider = EntryKeyContext.Provider;

/**
 * useState for a choice the user made on a page (a tab, say) that comes back when they return to
 * the same history entry with back or forward, also after a reload (session storage). A new visit
 * of the page is a new entry and starts at `initial`. `id` names the choice within the page, e.g.
 * the block's pointer. Outside a page (no entry) it is plain state.
 */
export function useEntryState(id: string, initial: string): [string, (value: string) => void] {
  const entry = useContext(EntryKeyContext);
  const key = entry === undefined ? undefined : `${entry}:${id}`;
  const keptOr = (k: string | undefined) => (k === undefined ? undefined : new Map(read()).get(k)) ?? initial;
  const [held, setHeld] = useState(() => ({ key, value: keptOr(key) }));
  // The same component shown for another entry (the page opened again with another query) reads that entry's value.
  const current = held.key === key ? held : { key, value: keptOr(key) };
  if (current !== held) setHeld(current);
  const set = useCallback(
    (next: string) => {
      setHeld({ key, value: next });
      if (key === undefined) return;
      const kept = new Map(read());
      kept.delete(key);
      kept.set(key, next);
      write(webStorage('sessionStorage'), KEY, JSON.stringify([...kept].slice(-MAX_VALUES)));
    },
    [key],
  );
  return [current.value, set];
}

const read = () => readJson(webStorage('sessionStorage'), KEY, isKept, []);
