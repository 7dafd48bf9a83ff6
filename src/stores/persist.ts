/** The subset of the Web Storage API the stores persist to; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage keys, documented in docs/architecture.md. */
export const STORAGE_KEYS = {
  token: 'qsh.token',
  userInfo: 'qsh.userInfo',
  appVersion: 'qsh.appVersion',
  appStore: 'qsh.appStore',
  tabbarList: 'qsh.tabbarList',
  activeIndex: 'qsh.activeIndex',
} as const;

/** Reads a JSON value; missing, corrupt or wrongly shaped data yields the fallback. */
export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function readString(storage: KeyValueStorage, key: string): string | undefined {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value, or removes the key for undefined. Storage failures (quota, private mode) are ignored. */
export function write(storage: KeyValueStorage, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Persisting is best effort: the in-memory state stays correct.
  }
}

/** A storage that keeps nothing between instances (tests, and browsers that deny storage). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
