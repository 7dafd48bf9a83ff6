import type { Db } from '../db/db';
import { seedActivities } from './activities';
import { seedCatalog } from './catalog';
import { seedDemoUsers } from './demo-users';
import { seedTexts } from './texts';

/** Seeds an empty database once (one transaction); returns false when data was already there. */
export async function seed(db: Db, now = Date.now()): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM tabbar');
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedActivities(tx);
    await seedTexts(tx, now);
    await seedDemoUsers(tx, now);
  });
  return true;
}
