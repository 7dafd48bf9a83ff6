import type { Db, Queryable } from '../db/db';

const bases = new WeakMap<Queryable, Queryable>();

/** The database a per-request wrapper stands for, so the wrapper and the database share one cache. */
export function baseOf(q: Queryable): Queryable {
  return bases.get(q) ?? q;
}

/** Wraps every query of `db` (and of its transactions) with `onQuery`, called with each SQL text before it runs. */
export function observedDb(db: Db, onQuery: (sql: string) => void): Db {
  const observe = (q: Queryable): Queryable => {
    const wrapped: Queryable = {
      query: (sql, params) => {
        onQuery(sql);
        return q.query(sql, params);
      },
    };
    bases.set(wrapped, baseOf(db));
    return wrapped;
  };
  const wrapped: Db = {
    query: (sql, params) => {
      onQuery(sql);
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction((tx) => fn(observe(tx))),
    close: () => db.close(),
  };
  bases.set(wrapped, baseOf(db));
  return wrapped;
}
