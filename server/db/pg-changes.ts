import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TableChanges, TableNews } from './db';

/** The NOTIFY channel the gateway processes of one database share. */
export const CHANGES_CHANNEL = 'qsh_table_changes';
const RECONNECT_MS = 1_000;

interface Payload {
  from: string;
  tables: string[];
}

function parsePayload(text: string | undefined): Payload | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<Payload>;
    if (typeof value.from === 'string' && Array.isArray(value.tables) && value.tables.every((t) => typeof t === 'string')) return { from: value.from, tables: value.tables };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/**
 * LISTEN/NOTIFY between the gateway processes of one PostgreSQL. `publish` runs pg_notify through
 * the pool (delivered when it commits, i.e. at once outside a transaction); the first `subscribe`
 * opens one dedicated connection that LISTENs. When that connection breaks, listeners hear 'all'
 * (they may have missed news) and it reconnects after a second, when they hear 'all' again (what
 * they cached in between may have missed news too); meanwhile the caches' TTLs bound how stale an
 * answer can be.
 */
export function pgTableChanges(pool: pg.Pool, connectionString: string): TableChanges & { close(): Promise<void> } {
  const me = randomBytes(8).toString('hex');
  const listeners = new Set<(news: TableNews) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let reconnecting = false;

  const tell = (news: TableNews) => {
    for (const listener of listeners) listener(news);
  };

  const lost = () => {
    client = null;
    reconnecting = true;
    tell('all');
    if (!closed && !retry) retry = setTimeout(() => {
      retry = null;
      void listen();
    }, RECONNECT_MS);
  };

  async function listen(): Promise<void> {
    if (closed || client) return;
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL) return;
      const payload = parsePayload(msg.payload);
      if (payload && payload.from !== me) tell(payload.tables);
    });
    const broken = () => {
      if (client === c) lost();
    };
    c.on('error', broken);
    c.on('end', broken);
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Whatever was cached while nobody listened may have missed news.
      if (reconnecting) tell('all');
      reconnecting = false;
    } catch {
      await c.end().catch(() => undefined);
      if (client === c) lost();
    }
  }

  return {
    async publish(tables) {
      if (tables.length === 0) return;
      await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ from: me, tables: [...tables] } satisfies Payload)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      void listen();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
