import type { Queryable } from '../db/db';
import { baseOf } from './base-db';

/**
 * How long a resolved session is trusted from memory. Logout and cancellation drop it at once in
 * the process that served them; another gateway process on the same database sees them within this.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  userId: number;
  expiresAt: number;
  cachedAt: number;
}

/** Tokens already resolved to a live user, so a token costs one query per SESSION_CACHE_MS. */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a lookup that began before a drop does not store what it read. */
  private epoch = 0;

  get(token: string, now: number): Entry | undefined {
    const entry = this.entries.get(token);
    if (entry && now - entry.cachedAt >= SESSION_CACHE_MS) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** The epoch to pass to `set` once the lookup is done. */
  begin(): number {
    return this.epoch;
  }

  set(token: string, userId: number, expiresAt: number, now: number, epoch: number): void {
    if (epoch !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { userId, expiresAt, cachedAt: now });
  }

  /** Logout: this token is gone. */
  dropToken(token: string): void {
    this.epoch += 1;
    this.entries.delete(token);
  }

  /** Another process logged someone out or cancelled an account: every token is looked up again. */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  /** Account cancellation: every token of this user is gone. */
  dropUser(userId: number): void {
    this.epoch += 1;
    for (const [token, entry] of this.entries) if (entry.userId === userId) this.entries.delete(token);
  }
}

const caches = new WeakMap<Queryable, SessionCache>();

/** The session cache of one database (each test database gets its own). */
export function sessionCacheOf(db: Queryable): SessionCache {
  const base = baseOf(db);
  let cache = caches.get(base);
  if (!cache) {
    cache = new SessionCache();
    caches.set(base, cache);
  }
  return cache;
}
