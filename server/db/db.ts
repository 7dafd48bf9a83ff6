/** A parameterised SQL runner: PGlite and node-postgres both fit behind it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** What a TableChanges listener hears: the tables another process wrote, or 'all' when news may have been missed. */
export type TableNews = readonly string[] | 'all';

/**
 * News of written tables between the gateway processes that share one database (PostgreSQL
 * LISTEN/NOTIFY, server/db/pg-changes.ts), so each process drops what it cached from them.
 */
export interface TableChanges {
  /** Tells the other processes (not this one) that these tables were written; resolves once the database has it. */
  publish(tables: readonly string[]): Promise<void>;
  /** Calls `listener` with every other process's news; returns the unsubscribe. */
  subscribe(listener: (news: TableNews) => void): () => void;
}

/** The one storage interface handlers see. Every write that moves money, points, orders or limits runs in `transaction`. */
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Present where several processes can share the database (PostgreSQL); PGlite serves one process. */
  changes?: TableChanges;
}
