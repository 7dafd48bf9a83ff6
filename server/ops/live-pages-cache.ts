import { CONTENT_TTL_MS } from '../cache/content-cache';
import type { Db } from '../db/db';
import { bodyByHash, liveAt, parsed, standingPublications, type LivePage, type Publication } from './pages-store';

/** The table whose writes change which pages are live (publish, rollback). */
export const PUBLICATIONS_TABLE = 'page_publications';

/** The live published pages as customers' reads need them, and how a publish or rollback says it changed them. */
export interface LivePagesSource {
  /** The live publications at `now` with their versions' page JSON, each body parsed afresh for the caller. */
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
 * - A version's body is kept by its content hash (a version never changes) as text; each read
 *   parses its own copy, so no caller can change another's page.
 * - A publish or rollback through this process (`changed`, server/ops/ops-api.ts) drops the list at
 *   once and tells the other gateway processes on the same PostgreSQL (LISTEN/NOTIFY, db.changes);
 *   they drop theirs when they hear it. Writes from elsewhere are seen within the TTL.
 * The operator console's API reads the database itself: an operator sees the exact state.
 */
export function cachedLivePages(db: Db, ttlMs = CONTENT_TTL_MS): LivePagesSource {
  let standing: { list: Publication[]; at: number } | undefined;
  /** Bumped by every change: a read that began before one does not keep what it read. */
  let epoch = 0;
  const bodies = new Map<string, string>();
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
    // Bodies of versions no longer standing are not kept.
    const hashes = new Set(list.map((p) => p.hash));
    for (const hash of bodies.keys()) if (!hashes.has(hash)) bodies.delete(hash);
    return list;
  }

  async function bodyOf(hash: string): Promise<string | null> {
    const kept = bodies.get(hash);
    if (kept !== undefined) return kept;
    const body = await bodyByHash(db, hash);
    if (body !== null) bodies.set(hash, body);
    return body;
  }

  return {
    async livePages(now) {
      const pages: LivePage[] = [];
      for (const p of liveAt(await standingAt(now), now)) {
        const body = await bodyOf(p.hash);
        if (body !== null) pages.push({ ...p, page: parsed(body) });
      }
      return pages;
    },
    async changed() {
      drop();
      await db.changes?.publish([PUBLICATIONS_TABLE]);
    },
  };
}
