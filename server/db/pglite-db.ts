import { parse, PGlite, protocol } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { concatBytes, toParamText } from './wire';

const { serialize } = protocol;

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined means in memory.
 *
 * A query goes to the engine as one message (Parse, Bind, Describe, Execute, Sync) instead of
 * PGlite's five round trips (it first asks the engine for the parameter types to pick its
 * serialisers): parameters go as text with their types left to the server, as node-postgres sends
 * them to a real PostgreSQL (server/db/wire.ts), so both databases see the same values. The rows
 * are parsed by PGlite's own parsers. All access (queries and whole transactions) runs one at a time,
 * in order, as with PGlite's own query and transaction locks; after each statement outside a
 * transaction and after each COMMIT the data directory is synced as PGlite does (a no-op for its
 * Node file system, which writes through to the files).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();

  let tail: Promise<unknown> = Promise.resolve();
  /** Runs `fn` once everything queued before it is done. */
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  async function statement<Row extends object>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const message = concatBytes([
      serialize.parse({ text: sql }),
      serialize.bind({ values: params.map(toParamText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const messages = await pg.execProtocolStream(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, pg.parsers);
    return (result?.rows ?? []) as Row[];
  }

  async function simple(sql: string): Promise<void> {
    await pg.execProtocolStream(concatBytes([serialize.query(sql), serialize.sync()]), { syncToFs: false });
  }

  const inTransaction: Queryable = {
    query: <Row extends object>(sql: string, params: readonly unknown[] = []) => statement<Row>(sql, params),
  };

  return {
    query: <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      exclusive(async () => {
        const rows = await statement<Row>(sql, params);
        await pg.syncToFs();
        return rows;
      }),
    transaction: (fn) =>
      exclusive(async () => {
        await simple('BEGIN');
        try {
          const value = await fn(inTransaction);
          await simple('COMMIT');
          await pg.syncToFs();
          return value;
        } catch (err) {
          await simple('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    close: () => exclusive(() => pg.close()),
  };
}
