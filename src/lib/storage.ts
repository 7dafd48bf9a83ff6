/** The subset of the Web Storage API the app persists to; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage or sessionStorage, or undefined where it is unavailable (private mode, no DOM). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

/** Reads a JSON value; missing, corrupt or wrongly shaped data yields the fallback. */
export function readJson<T>(storage: KeyValueStorage | undefined, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function readString(storage: KeyValueStorage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value, or removes the key for undefined. Storage failures (quota, private mode) are ignored: persisting is best effort. */
export function write(storage: KeyValueStorage | undefined, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // The in-memory state stays correct; only what survives a reload is lost.
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
