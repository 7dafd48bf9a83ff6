import pg from 'pg';
import type { Db, Queryable } from './db';
import { pgTableChanges } from './pg-changes';

/** A real PostgreSQL server through a `pg` pool (DATABASE_URL). */
export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const run = (client: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
  });
  const changes = pgTableChanges(pool, connectionString);
  return {
    query: run(pool).query,
    changes,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(run(client));
        await client.query('COMMIT');
        return value;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}

/** Drops every table of the database (its public schema) so the next open migrates and seeds afresh. */
export async function recreatePgSchema(connectionString: string): Promise<void> {
  const db = await openPgDb(connectionString);
  try {
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
  } finally {
    await db.close();
  }
}
