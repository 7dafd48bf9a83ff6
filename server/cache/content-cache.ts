import type { ApiCode } from '../../schemas/api/contract.gen';

/**
 * How long read-mostly content is served from memory. A write through this gateway process drops
 * the entries that read the written table at once; writes from elsewhere (another process on the
 * same DATABASE_URL, SQL by hand) are seen within this.
 */
export const CONTENT_TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;

/**
 * The public, user-independent apiCodes served from memory and the tables their answers read.
 * Their handlers never read the caller (server/cache/session-need.test.ts checks it).
 */
export const CACHED_CONTENT: Partial<Record<ApiCode, readonly string[]>> = {
  BA006: ['ads', 'products'],
  BA011: ['app_versions'],
  BA015: ['tabbar'],
  BA019: ['app_config'],
  GD001: ['categories'],
  GD002: ['goods', 'categories'],
  GD004: ['goods'],
  GD005: ['goods'],
  MM004: ['func_groups', 'func_entries'],
  PD001: ['products'],
  PD002: ['products'],
  UC010: ['agreements'],
};

const WATCHED: ReadonlySet<string> = new Set(Object.values(CACHED_CONTENT).flat());
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?([a-z_][a-z0-9_]*)/gi;

/** The tables a SQL text writes (of `watched` only, by default the content tables). */
export function writtenTables(sql: string, watched: ReadonlySet<string> = WATCHED): string[] {
  const found: string[] = [];
  for (const m of sql.matchAll(WRITE)) {
    const table = (m[1] ?? '').toLowerCase();
    if (watched.has(table)) found.push(table);
  }
  return found;
}

interface Entry {
  data: unknown;
  tables: readonly string[];
  cachedAt: number;
}

/**
 * Answers by key (apiCode and request; for per-user answers also the user, server/cache/user-cache.ts),
 * dropped when a table they read is written or when older than `ttlMs`.
 */
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation that concerns this cache: a read that began before one does not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = CONTENT_TTL_MS,
    /** The tables the answers read; writes to other tables leave this cache alone. */
    readonly watched: ReadonlySet<string> = WATCHED,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  static key(apiCode: string, fields: Record<string, unknown>): string {
    return `${apiCode}:${JSON.stringify(fields)}`;
  }

  get(key: string, now: number): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.data;
  }

  begin(): number {
    return this.epoch;
  }

  set(key: string, data: unknown, tables: readonly string[], now: number, epoch: number): void {
    if (epoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { data, tables, cachedAt: now });
  }

  /** A write to these tables: drop every answer that read one of them. */
  invalidate(tables: readonly string[]): void {
    const mine = tables.filter((t) => this.watched.has(t));
    if (mine.length === 0) return;
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (entry.tables.some((t) => mine.includes(t))) this.entries.delete(key);
  }

  /** Everything goes (this process lost track of other processes' writes). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
