import { CONTENT_TTL_MS } from '../cache/content-cache';
import type { Db } from '../db/db';
import { bodyByHash, liveAt, parsed, standingPublications, type LivePage, type Publication } from './pages-store';

/** The table whose writes change which pages are live (publish, rollback). */
export const PUBLICATIONS_TABLE = 'page_publications';

/** The live published pages as customers' reads need them, and how a publish or rollback says it changed them. */
export interface LivePagesSource {
  /** The live publications at `now` with their versions' page JSON (frozen: shared by every read). */
  livePages(now: number): Promise<LivePage[]>;
  /** A publish or rollback through this process: the next read goes to the database, and the other gateway processes hear of it. */
  changed(): Promise<void>;
}

/**
 * The live published pages from memory, for every route's HTML (server/ops/servable-version.ts)
 * and /utd/pages/manifest (server/ops/public-pages.ts), which read them from the database on
 * every request before.
 * - The publications not rolled back are kept for `ttlMs` (CONTENT_TTL_MS, as the gateway's
 *   read-mostly content). Which of them is live is worked out on every read from its window, so a
 *   scheduled start or end takes effect on time, not up to a TTL late.
 * - A version's page is kept by its content hash (a version never changes), parsed once and
 *   frozen: every read shares it, and a caller that tried to change it would throw, not change
 *   another request's page. A request reads the manifest of every live page, so parsing each body
 *   per request was work repeated on every route's HTML.
 * - A publish or rollback through this process (`changed`, server/ops/ops-api.ts) drops the list at
 *   once and tells the other gateway processes on the same PostgreSQL (LISTEN/NOTIFY, db.changes);
 *   they drop theirs when they hear it. Writes from elsewhere are seen within the TTL.
 * The operator console's API reads the database itself: an operator sees the exact state.
 */
export function cachedLivePages(db: Db, ttlMs = CONTENT_TTL_MS): LivePagesSource {
  let standing: { list: Publication[]; at: number } | undefined;
  /** Bumped by every change: a read that began before one does not keep what it read. */
  let epoch = 0;
  const pagesByHash = new Map<string, { page: unknown }>();
  const drop = () => {
    epoch += 1;
    standing = undefined;
  };
  db.changes?.subscribe((news) => {
    if (news === 'all' || news.includes(PUBLICATIONS_TABLE)) drop();
  });

  async function standingAt(now: number): Promise<Publication[]> {
    if (standing && now - standing.at < ttlMs && now >= standing.at) return standing.list;
    const began = epoch;
    const list = await standingPublications(db);
    if (began === epoch) standing = { list, at: now };
    // Pages of versions no longer standing are not kept.
    const hashes = new Set(list.map((p) => p.hash));
    for (const hash of pagesByHash.keys()) if (!hashes.has(hash)) pagesByHash.delete(hash);
    return list;
  }

  /** The version's page, parsed and frozen once; undefined when the database has no body for the hash. */
  async function pageOf(hash: string): Promise<{ page: unknown } | undefined> {
    const kept = pagesByHash.get(hash);
    if (kept) return kept;
    const body = await bodyByHash(db, hash);
    if (body === null) return undefined;
    const entry = { page: frozen(parsed(body)) };
    pagesByHash.set(hash, entry);
    return entry;
  }

  return {
    async livePages(now) {
      const live = liveAt(await standingAt(now), now);
      const pages = await Promise.all(live.map(async (p): Promise<LivePage[]> => {
        const entry = await pageOf(p.hash);
        return entry ? [{ ...p, page: entry.page }] : [];
      }));
      return pages.flat();
    },
    async changed() {
      drop();
      await db.changes?.publish([PUBLICATIONS_TABLE]);
    },
  };
}

/** A parsed JSON value made read-only all the way down. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}
