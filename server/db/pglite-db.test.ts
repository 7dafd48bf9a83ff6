import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { toParamText } from './wire';

let db: Db;
beforeAll(async () => {
  db = await openPgliteDb();
  await db.query('CREATE TABLE t (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, k text UNIQUE, v jsonb)');
});
afterAll(async () => {
  await db.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('parameters reach PGlite as node-postgres sends them to PostgreSQL', () => {
  it('text, numbers, booleans, null, JSON, arrays and dates keep their values', async () => {
    const tricky = ['a"b', 'c\\d', 'e,f', '{g}', 'NULL', '中文'];
    const [row] = await db.query<{ s: string; n: number; f: number; b: boolean; z: string | null; j: unknown; arr: string[]; ints: number[]; d: string }>(
      'SELECT $1::text AS s, $2::integer AS n, $3::double precision AS f, $4::boolean AS b, $5::text AS z, $6::jsonb AS j, $7::text[] AS arr, $8::integer[] AS ints, $9::timestamptz::text AS d',
      ['它', 42, 1.5, false, null, JSON.stringify({ a: [1, '二'] }), tricky, [3, 1, 2], new Date('2026-01-02T03:04:05.000Z')],
    );
    expect(row).toEqual({ s: '它', n: 42, f: 1.5, b: false, z: null, j: { a: [1, '二'] }, arr: tricky, ints: [3, 1, 2], d: '2026-01-02 03:04:05+00' });
  });

  it('an array holding null becomes a NULL element; an object becomes JSON', () => {
    expect(toParamText(['x', null])).toBe('{"x",NULL}');
    expect(toParamText({ a: 1 })).toBe('{"a":1}');
    expect(toParamText(undefined)).toBeNull();
  });
});

describe('queries and transactions run one at a time', () => {
  it('a query issued during a transaction waits for its commit', async () => {
    const tx = db.transaction(async (q) => {
      await q.query("INSERT INTO t (k) VALUES ('tx-1')");
      await sleep(20);
      await q.query("INSERT INTO t (k) VALUES ('tx-2')");
    });
    const [seen] = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM t WHERE k LIKE 'tx-%'");
    await tx;
    expect(seen?.n).toBe(2);
  });

  it('a failed transaction rolls back and the database stays usable', async () => {
    await expect(db.transaction(async (q) => {
      await q.query("INSERT INTO t (k) VALUES ('rb-1')");
      await q.query("INSERT INTO t (k) VALUES ('rb-1')");
    })).rejects.toThrow(/duplicate key/);
    expect(await db.query("SELECT k FROM t WHERE k = 'rb-1'")).toEqual([]);
    expect(await db.query("INSERT INTO t (k) VALUES ('rb-1') RETURNING k")).toEqual([{ k: 'rb-1' }]);
  });

  it('a failed statement outside a transaction leaves the next one unharmed', async () => {
    await expect(db.query('SELECT no_such_column FROM t')).rejects.toThrow(/no_such_column/);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
