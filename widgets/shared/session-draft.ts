import { readJson, webStorage, write, type KeyValueStorage } from '@/lib/storage';

/** A value kept in sessionStorage under one key while the customer is on another screen. */
export interface SessionDraft<T> {
  /**
   * The kept value, or undefined when there is none, it is not valid JSON, it fails the shape check,
   * storage is unavailable or throws, or `belongs` says it is another subject's (another bill, holder,
   * `?periods=`): such a draft is not reused, and is left in place for its own writer to replace.
   */
  read(belongs?: (draft: T) => boolean): T | undefined;
  /** Keeps the value; a storage that refuses (quota, private mode) is ignored: keeping is best effort. */
  write(value: T): void;
  /** Forgets the value; a storage that throws is ignored. */
  clear(): void;
}

/**
 * A typed sessionStorage draft under `key`: what a widget keeps when the customer leaves its screen
 * (to add an address or a bank card, to read an agreement) and reads back when the screen is drawn
 * anew. It never throws: missing, corrupt or wrongly shaped data reads as nothing (src/lib/storage.ts).
 * sessionStorage is looked up at each call; `storage` replaces it (tests).
 */
export function sessionDraft<T>(key: string, isDraft: (value: unknown) => value is T, storage?: KeyValueStorage): SessionDraft<T> {
  const store = () => storage ?? webStorage('sessionStorage');
  return {
    read: (belongs) => {
      const draft = readJson<T | undefined>(store(), key, (v): v is T | undefined => isDraft(v), undefined);
      return draft !== undefined && (belongs === undefined || belongs(draft)) ? draft : undefined;
    },
    write: (value) => write(store(), key, JSON.stringify(value)),
    clear: () => write(store(), key, undefined),
  };
}

/**
 * The item added while the customer was away: one whose id is not in `knownIds`, the ids there were
 * when they left. With several new ones it is the one with the highest id: the gateway's addresses
 * and cards take increasing ids as they are added (server/handlers/addresses.ts), so that is the last
 * one added. Without `knownIds` (nothing was recorded on leaving) no item counts as new; with an
 * empty list every item does.
 */
export function newestAdded<T extends { id: number }>(knownIds: readonly number[] | undefined, items: readonly T[]): T | undefined {
  if (!knownIds) return undefined;
  let newest: T | undefined;
  for (const item of items) if (!knownIds.includes(item.id) && (newest === undefined || item.id > newest.id)) newest = item;
  return newest;
}
