import { rmSync } from 'node:fs';
import { openDatabase } from './db/open';
import { PROJECT_ROOT } from './main';

/** npm run db:reset — recreates the data (PGlite dir under DATA_DIR, or every table of DATABASE_URL) and reseeds it. */
async function reset(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || `${PROJECT_ROOT}.data`;
  if (databaseUrl) {
    const { recreatePgSchema } = await import('./db/pg-db');
    await recreatePgSchema(databaseUrl);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const db = await openDatabase({ dataDir, databaseUrl });
  await db.close();
  console.log(`Database reset and seeded (${databaseUrl ? 'DATABASE_URL' : dataDir}).`);
}

reset().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
