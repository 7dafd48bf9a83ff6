import type { Db, Queryable } from '../db/db';

/**
 * Notes every SQL text the app sends (inside transactions too), so a test can count how many
 * statements matching a pattern one step ran: how the cache tests prove a read was answered from
 * memory.
 */
export function sqlRecorder() {
  const seen: string[] = [];
  /** The database as the app sees it, noting every SQL text. */
  const counting = (db: Db): Db => {
    const note = (q: Queryable): Queryable => ({ query: (sql, params) => (seen.push(sql), q.query(sql, params)) });
    return { query: (sql, params) => (seen.push(sql), db.query(sql, params)), transaction: (fn) => db.transaction((tx) => fn(note(tx))), close: () => db.close() };
  };
  /** How many statements matching `pattern` `run` sent. */
  const queriesOf = async (pattern: RegExp, run: () => Promise<unknown>): Promise<number> => {
    const from = seen.length;
    await run();
    return seen.slice(from).filter((sql) => pattern.test(sql)).length;
  };
  return { counting, queriesOf };
}
