import { readJson, webStorage, write } from '@/lib/storage';

/** Local storage key of the search history: a JSON array of keywords, newest first. */
export const HISTORY_KEY = 'qsh.searchHistory';

/** The saved keywords; anything unreadable counts as no history. */
export function readHistory(): string[] {
  const value = readJson<unknown[]>(webStorage('localStorage'), HISTORY_KEY, Array.isArray, []);
  return value.filter((v): v is string => typeof v === 'string');
}

// Private mode or a full quota only loses the history (write ignores storage failures).
function save(list: string[]) {
  write(webStorage('localStorage'), HISTORY_KEY, list.length ? JSON.stringify(list) : undefined);
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
