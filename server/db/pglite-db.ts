import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  const base = wrap(pg);
  return {
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
