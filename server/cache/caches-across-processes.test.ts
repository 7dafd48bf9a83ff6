import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { CHANGES_CHANNEL } from '../db/pg-changes';
import type { Envelope } from '../gateway/types';
import { seedWallet } from '../testing/fixtures';
import { clientFor, type InProcess } from '../testing/harness';
import { startTestPostgres, type TestPostgres } from '../testing/postgres';

/**
 * Two gateways on one PostgreSQL, each with its own database pool and its own caches (what two
 * gateway processes have): a write through one is seen by the other's next read as soon as the
 * other has heard of it (LISTEN/NOTIFY, server/db/pg-changes.ts), not only after the caches' TTLs.
 * The clock stands still, so a TTL can never be what makes an answer fresh here.
 * PostgreSQL comes from DATABASE_URL or a throw-away cluster (server/testing/postgres.ts).
 */
let pg: TestPostgres | undefined;
const dbs: Db[] = [];
let a: InProcess;
let b: InProcess;
const clock = Date.now();

async function gateway(url: string): Promise<InProcess> {
  const db = await openDatabase({ databaseUrl: url });
  dbs.push(db);
  const app = createApp({ db, now: () => clock, checkResponses: true, log: { request: () => undefined, error: (m, e) => console.error(m, e) } });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const call = async (body: Record<string, unknown>, token?: string) => {
    const res = await request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) }, body: JSON.stringify(body) });
    return (await res.json()) as Envelope;
  };
  return { ...clientFor(call), db, request };
}

beforeAll(async () => {
  pg = await startTestPostgres();
  a = await gateway(pg.url);
  b = await gateway(pg.url);
  // Let both LISTEN connections come up.
  await new Promise((r) => setTimeout(r, 300));
}, 60_000);
afterAll(async () => {
  for (const db of dbs) await db.close();
  await pg?.stop();
});

const run = Math.floor(Math.random() * 9000) + 1000;
let seq = 0;
const newPhone = () => `138${run}${String((seq += 1)).padStart(4, '0')}`;

/** Reads until `done` holds (the news may take a moment), at most 3 s; returns the last answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe('caches stay correct across gateway processes on one PostgreSQL', () => {
  it('per-user answers (SF003, CR003): the credit steps through one gateway are seen by the other', async () => {
    const phone = newPhone();
    const token = await a.login(phone);
    expect((await a.ok('SF003', {}, token)).flow).toBe('IDCARD');
    expect((await a.ok('CR003', {}, token)).status).toBe('NONE');
    await b.activate(phone);
    expect((await eventually(() => a.ok('SF003', {}, token), (u) => u.flow === 'FINISH')).flow).toBe('FINISH');
    expect((await a.ok('CR003', {}, token)).status).toBe('ACTIVE');
  });

  it('unread count (BA009): reading the messages through one gateway is seen by the other', async () => {
    const token = await a.login(newPhone());
    const userId = Number((await a.ok('SF003', {}, token)).id);
    await a.db.query("INSERT INTO messages (user_id, title, content, msg_type, is_read, created_at) VALUES ($1, '账单提醒', '您的账单已出', 'SYSTEM', false, $2)", [userId, clock]);
    expect(await a.ok('BA009', {}, token)).toEqual({ count: 1 });
    await b.ok('MM006', { pageNum: 1, pageSize: 20 }, token);
    expect(await eventually(() => a.ok('BA009', {}, token), (r) => r.count === 0)).toEqual({ count: 0 });
  });

  it('read-mostly content (GD002 stock): a goods order through one gateway is seen by the other', async () => {
    const token = await b.activate(newPhone());
    const { addressId } = await seedWallet(b, token);
    const stockOf = async () => (await a.ok('GD002', { pageSize: 50 })).list.find((g) => g.spuId === 'SPU1006')?.stock;
    const before = Number(await stockOf());
    await b.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId, idempotencyKey: `across-${run}` }, token);
    expect(await eventually(stockOf, (s) => s === before - 1)).toBe(before - 1);
  });

  it("published pages: a publish through one gateway's console is in the other's manifest", async () => {
    const manifestOf = async (g: InProcess) => ((await (await g.request('/utd/pages/manifest')).json()) as { pages: Record<string, { version: number }> }).pages;
    const route = '/activity/newYear';
    const before = (await manifestOf(a))[route]?.version ?? 0;
    const post = (body: unknown, token?: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const { token } = (await (await b.request('/ops/api/login', post({ username: 'ops', password: 'ops-demo-2026' }))).json()) as { token: string };
    const page = JSON.parse(readFileSync(new URL('../../tests/fixtures/pages/new-year.json', import.meta.url), 'utf8')) as unknown;
    const published = await b.request('/ops/api/publish', post({ route, page }, token));
    expect(published.status).toBe(200);
    expect((await eventually(() => manifestOf(a), (m) => (m[route]?.version ?? 0) > before))[route]?.version).toBeGreaterThan(before);
  }, 30_000);

  it('when a LISTEN connection breaks, that gateway drops what it cached (it may have missed news)', async () => {
    const token = await a.login(newPhone());
    const userId = Number((await a.ok('SF003', {}, token)).id);
    expect(await a.ok('BA009', {}, token)).toEqual({ count: 0 });
    // A write nobody announces, then every LISTEN connection is cut (both gateways reconnect).
    await b.db.query("INSERT INTO messages (user_id, title, content, msg_type, is_read, created_at) VALUES ($1, '账单提醒', '您的账单已出', 'SYSTEM', false, $2)", [userId, clock]);
    expect(await a.ok('BA009', {}, token)).toEqual({ count: 0 });
    await b.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${CHANGES_CHANNEL}'`);
    expect(await eventually(() => a.ok('BA009', {}, token), (r) => r.count === 1)).toEqual({ count: 1 });
  });

  it('a logout through one gateway ends the session the other had cached', async () => {
    const token = await a.login(newPhone());
    await a.ok('SF003', {}, token);
    await b.ok('UC012', {}, token);
    expect(await eventually(() => a.call({ apiCode: 'SF003' }, token), (env) => env.rspCode !== '0000')).toMatchObject({ rspCode: '0004' });
  });
});
