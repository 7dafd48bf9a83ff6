import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { BizError } from './gateway/biz-error';
import { countHit, guardTries, LIMITS, sweepThrottle, SWEEP_BATCH, SWEEP_EVERY_MS, type Lockout } from './domain/throttle';

/**
 * The throttle table does not grow without end (issue #21): a row whose window and lock have ended is
 * deleted, in bounded batches, by the process that counts the next hit; live counts and locks stay.
 */
const MINUTE = 60_000;
let clock = Date.UTC(2027, 2, 1, 0, 0, 0);
let db: Db;

beforeAll(async () => {
  db = await openDatabase({});
}, 60_000);

const keys = async () => (await db.query<{ key: string }>('SELECT key FROM throttle ORDER BY key')).map((r) => r.key);
const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM throttle'))[0]?.n);
const lock = (key: string): Lockout => ({ key, tries: 2, lockMs: 3 * 60 * MINUTE, windowMs: LIMITS.windowHour, lockedCode: '9', locked: (w) => `locked ${w}` });

describe('sweepThrottle', () => {
  it('deletes a row once its window has ended and keeps it while its window or its lock runs', async () => {
    await countHit(db, 'minute:a', clock, MINUTE);
    await countHit(db, 'hour:a', clock, LIMITS.windowHour);
    await countHit(db, 'day:a', clock, LIMITS.windowDay);
    // Two wrong tries lock 'locked:a' for 3 hours: longer than its 1-hour window.
    for (let i = 0; i < 2; i += 1) await guardTries(db, lock('locked:a'), clock, () => false, () => new BizError('8', 'wrong')).catch(() => undefined);
    expect(await keys()).toEqual(['day:a', 'hour:a', 'locked:a', 'minute:a']);

    expect(await sweepThrottle(db, clock + MINUTE - 1)).toBe(0);
    expect(await sweepThrottle(db, clock + MINUTE)).toBe(1);
    expect(await keys()).toEqual(['day:a', 'hour:a', 'locked:a']);
    expect(await sweepThrottle(db, clock + 2 * 60 * MINUTE)).toBe(1);
    expect(await keys()).toEqual(['day:a', 'locked:a']);
    expect(await sweepThrottle(db, clock + 3 * 60 * MINUTE)).toBe(1);
    expect(await keys()).toEqual(['day:a']);
    expect(await sweepThrottle(db, clock + LIMITS.windowDay)).toBe(1);
    expect(await count()).toBe(0);
  });

  it('a later hit moves the expiry: a row counting in a new window is not swept', async () => {
    await countHit(db, 'hour:b', clock, LIMITS.windowHour);
    await countHit(db, 'hour:b', clock + 90 * MINUTE, LIMITS.windowHour); // a new window from +90 min
    expect(await sweepThrottle(db, clock + 2 * 60 * MINUTE)).toBe(0);
    expect(await sweepThrottle(db, clock + 150 * MINUTE)).toBe(1);
  });

  it('deletes at most a batch a statement', async () => {
    await db.query(`INSERT INTO throttle (key, hits, window_start, expires_at) SELECT 'old:' || i, 1, $1::float8, $1::float8 + 1 FROM generate_series(1, $2::int) AS i`, [clock, 1200]);
    expect(await sweepThrottle(db, clock + MINUTE, 500)).toBe(500);
    expect(await count()).toBe(700);
    await sweepThrottle(db, clock + MINUTE, 500);
    await sweepThrottle(db, clock + MINUTE, 500);
    expect(await count()).toBe(0);
  });
});

describe('sweeping on write', () => {
  it('counting a hit sweeps at most once a minute, and again at once while a batch comes back full', async () => {
    clock += LIMITS.windowDay;
    await countHit(db, 'trigger', clock, MINUTE); // the first hit of this process sweeps (nothing yet)
    const expired = SWEEP_BATCH + 10;
    await db.query(`INSERT INTO throttle (key, hits, window_start, expires_at) SELECT 'stale:' || i, 1, $1::float8, $1::float8 + 1 FROM generate_series(1, $2::int) AS i`, [clock - LIMITS.windowDay, expired]);

    // Within the minute after the last sweep: no sweep.
    clock += SWEEP_EVERY_MS - 1;
    await countHit(db, 'trigger', clock, MINUTE);
    expect(await count()).toBe(expired + 1);

    // A minute on: one full batch goes; the batch was full, so the very next hit sweeps the rest.
    clock += 1;
    await countHit(db, 'trigger', clock, MINUTE);
    expect(await count()).toBe(expired - SWEEP_BATCH + 1);
    await countHit(db, 'trigger', clock, MINUTE);
    expect(await keys()).toEqual(['trigger']);
  });
});
