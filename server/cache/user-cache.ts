import type { ApiCode } from '../../schemas/api/contract.gen';
import { ContentCache } from './content-cache';

/**
 * How long a per-user answer is served from memory. A write through this gateway process (or, on
 * PostgreSQL, through another one: server/cache/table-changes.ts) to a table the answer reads drops
 * it at once; writes nobody announces (SQL by hand) are seen within this.
 */
export const USER_CACHE_MS = 2_000;
const MAX_ENTRIES = 20_000;

/**
 * The per-user answers of the home read mix and the tables they read: who the user is (SF003),
 * the credit summary (CR003) and the unread count (BA009). Keyed by user, so one user's answer is
 * never another's. Member-card expiry (SF003) is judged when the answer is built, so a card that
 * expires while its answer is cached reads as active for at most USER_CACHE_MS more.
 */
export const CACHED_PER_USER: Partial<Record<ApiCode, readonly string[]>> = {
  SF003: ['users'],
  CR003: ['users'],
  BA009: ['messages'],
};

export const USER_TABLES: ReadonlySet<string> = new Set(Object.values(CACHED_PER_USER).flat());

/** The cache of CACHED_PER_USER answers of one gateway process. */
export function createUserCache(): ContentCache {
  return new ContentCache(USER_CACHE_MS, USER_TABLES, MAX_ENTRIES);
}

export function userKey(apiCode: ApiCode, userId: number, fields: Record<string, unknown>): string {
  return `${apiCode}:${userId}:${JSON.stringify(fields)}`;
}
