import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seed } from '../seed';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export interface OpenOptions {
  /** PGlite data lives in DATA_DIR/pglite; undefined with no databaseUrl means in memory. */
  dataDir?: string;
  databaseUrl?: string;
}

/** Opens PostgreSQL (databaseUrl) or PGlite, applies migrations and seeds an empty database. */
export async function openDatabase(opts: OpenOptions): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPgDb(opts.databaseUrl);
  } else if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    db = await openPgliteDb(join(opts.dataDir, 'pglite'));
  } else {
    db = await openPgliteDb();
  }
  await migrate(db);
  await seed(db);
  return db;
}
