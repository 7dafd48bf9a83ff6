import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { routeMatches } from '../http/route-hints';

/** One saved page version (draft or published). */
export interface PageVersion {
  id: number;
  route: string;
  version: number;
  hash: string;
  createdBy: string;
  createdAt: number;
}

/** What the app's manifest says about one route's live version. */
export interface ManifestEntry {
  version: number;
  hash: string;
  /** Route metadata and title, so a new route can be routed before its body loads. */
  name: string;
  login: 'required' | 'optional' | 'none';
  title: string;
  /** The page's `titleQuery`: the query parameter whose value, when given, is the title. */
  titleQuery?: string;
  /** End of the schedule window (epoch ms, server clock), when there is one. */
  until?: number;
}

/** Content hash of a page body: the first 32 hex digits of its SHA-256. */
export const contentHash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 32);

/** Saves a page JSON as the route's next version; an identical body already saved on the route is reused. */
export async function saveVersion(db: Db, route: string, json: unknown, operatorId: number, now: number): Promise<PageVersion & { reused: boolean }> {
  const body = JSON.stringify(json);
  const hash = contentHash(body);
  return db.transaction(async (tx) => {
    const [same] = await tx.query<{ id: number }>('SELECT id FROM page_versions WHERE route = $1 AND hash = $2 ORDER BY id DESC LIMIT 1', [route, hash]);
    if (same) return { ...(await versionById(tx, same.id))!, reused: true };
    const [{ next }] = (await tx.query<{ next: number }>('SELECT COALESCE(MAX(version), 0) + 1 AS next FROM page_versions WHERE route = $1', [route])) as [{ next: number }];
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO page_versions (route, version, hash, body, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [route, next, hash, body, operatorId, now],
    );
    return { ...(await versionById(tx, row!.id))!, reused: false };
  });
}

const VERSION_COLUMNS = `v.id, v.route, v.version, v.hash, o.username AS "createdBy", v.created_at AS "createdAt"`;

export async function versionById(db: Queryable, id: number): Promise<PageVersion | null> {
  const [row] = await db.query<PageVersion>(`SELECT ${VERSION_COLUMNS} FROM page_versions v JOIN operators o ON o.id = v.created_by WHERE v.id = $1`, [id]);
  return row ?? null;
}

export async function versionOf(db: Queryable, route: string, version: number): Promise<(PageVersion & { body: string }) | null> {
  const [row] = await db.query<PageVersion & { body: string }>(
    `SELECT ${VERSION_COLUMNS}, v.body FROM page_versions v JOIN operators o ON o.id = v.created_by WHERE v.route = $1 AND v.version = $2`,
    [route, version],
  );
  return row ?? null;
}

/** The body of a version by its content hash (the immutable endpoint). */
export async function bodyByHash(db: Queryable, hash: string): Promise<string | null> {
  const [row] = await db.query<{ body: string }>('SELECT body FROM page_versions WHERE hash = $1 LIMIT 1', [hash]);
  return row?.body ?? null;
}

export interface Publication {
  id: number;
  route: string;
  version: number;
  hash: string;
  start: number | null;
  end: number | null;
  publishedBy: string;
  publishedAt: number;
  rolledBackAt: number | null;
}

const PUBLICATION_SELECT = `SELECT p.id, p.route, v.version, v.hash, p.start_at AS start, p.end_at AS "end", o.username AS "publishedBy",
  p.published_at AS "publishedAt", p.rolled_back_at AS "rolledBackAt"
  FROM page_publications p JOIN page_versions v ON v.id = p.version_id JOIN operators o ON o.id = p.published_by`;

export async function publish(db: Queryable, versionId: number, route: string, window: { start: number | null; end: number | null }, operatorId: number, now: number): Promise<void> {
  await db.query('INSERT INTO page_publications (route, version_id, start_at, end_at, published_by, published_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    route, versionId, window.start, window.end, operatorId, now,
  ]);
}

/** Every publication of a route, newest first. */
export async function publicationsOf(db: Queryable, route: string): Promise<Publication[]> {
  return db.query<Publication>(`${PUBLICATION_SELECT} WHERE p.route = $1 ORDER BY p.id DESC`, [route]);
}

const inWindow = (p: Publication, now: number) => (p.start === null || p.start <= now) && (p.end === null || now < p.end);

/** Every publication not rolled back, newest first: what the live ones are picked from (`liveAt`). */
export function standingPublications(db: Queryable): Promise<Publication[]> {
  return db.query<Publication>(`${PUBLICATION_SELECT} WHERE p.rolled_back_at IS NULL ORDER BY p.id DESC`);
}

/** Of the publications not rolled back (newest first), the live one of every route at `now`: the newest whose window holds now. */
export function liveAt(standing: readonly Publication[], now: number): Publication[] {
  const live = new Map<string, Publication>();
  for (const p of standing) if (!live.has(p.route) && inWindow(p, now)) live.set(p.route, p);
  return [...live.values()];
}

/** The live publication of every route at `now`: per route, the newest not rolled back whose window holds now. */
export async function livePublications(db: Queryable, now: number): Promise<Publication[]> {
  return liveAt(await standingPublications(db), now);
}

/** Rolls a route back: its newest publication not yet rolled back is withdrawn. Returns it, or null when there is none. */
export async function rollback(db: Queryable, route: string, now: number): Promise<Publication | null> {
  const [latest] = await db.query<Publication>(`${PUBLICATION_SELECT} WHERE p.route = $1 AND p.rolled_back_at IS NULL ORDER BY p.id DESC LIMIT 1`, [route]);
  if (!latest) return null;
  await db.query('UPDATE page_publications SET rolled_back_at = $1 WHERE id = $2', [now, latest.id]);
  return latest;
}

/** A body's JSON, or undefined for a body that is not JSON (a corrupted row: never served with the HTML). */
export function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A live publication with its version's page JSON. */
export type LivePage = Publication & { page: unknown };

/** The live page of the route a request path opens (a route with `:params` matches its paths), or undefined. */
export function livePageAt(pages: readonly LivePage[], path: string): LivePage | undefined {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.find((p) => routeMatches(p.route, key));
}

/** The manifest entries of live pages (route meta read from each body). */
export function manifestFrom(pages: readonly LivePage[]): Record<string, ManifestEntry> {
  const entries: Record<string, ManifestEntry> = {};
  for (const p of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const page = (p.page ?? {}) as { route?: { name?: string; login?: ManifestEntry['login'] }; title?: string; titleQuery?: string };
    entries[p.route] = {
      version: p.version,
      hash: p.hash,
      name: page.route?.name ?? '',
      login: page.route?.login ?? 'optional',
      title: page.title ?? '',
      ...(typeof page.titleQuery === 'string' ? { titleQuery: page.titleQuery } : {}),
      ...(p.end !== null ? { until: p.end } : {}),
    };
  }
  return entries;
}

export async function audit(db: Queryable, operatorId: number, action: string, route: string | null, version: number | null, detail: string | null, now: number): Promise<void> {
  await db.query('INSERT INTO page_audit (operator_id, action, route, version, detail, at) VALUES ($1, $2, $3, $4, $5, $6)', [operatorId, action, route, version, detail, now]);
}

export interface AuditEntry {
  id: number;
  operator: string;
  action: string;
  route: string | null;
  version: number | null;
  detail: string | null;
  at: number;
}

export async function auditLog(db: Queryable, limit = 200): Promise<AuditEntry[]> {
  return db.query<AuditEntry>(
    'SELECT a.id, o.username AS operator, a.action, a.route, a.version, a.detail, a.at FROM page_audit a JOIN operators o ON o.id = a.operator_id ORDER BY a.id DESC LIMIT $1',
    [limit],
  );
}
