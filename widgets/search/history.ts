/** Local storage key of the search history: a JSON array of keywords, newest first. */
export const HISTORY_KEY = 'qsh.searchHistory';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved keywords; anything unreadable counts as no history. */
export function readHistory(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function save(list: string[]) {
  try {
    if (list.length) storage()?.setItem(HISTORY_KEY, JSON.stringify(list));
    else storage()?.removeItem(HISTORY_KEY);
  } catch {
    // Private mode or a full quota: the history is only a convenience.
  }
}

/** Puts a keyword first (once) and keeps at most `limit`; returns the new list. */
export function addToHistory(keyword: string, limit: number): string[] {
  const list = [keyword, ...readHistory().filter((k) => k !== keyword)].slice(0, limit);
  save(list);
  return list;
}

export function clearHistory(): void {
  save([]);
}
