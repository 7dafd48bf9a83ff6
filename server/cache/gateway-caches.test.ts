import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { seedWallet } from '../testing/fixtures';
import { clientFor, type InProcess } from '../testing/harness';
import { sqlRecorder } from '../testing/sql-recorder';
import type { Envelope } from '../gateway/types';
import { CONTENT_TTL_MS } from './content-cache';
import { SESSION_CACHE_MS } from './session-cache';

let raw: Db;
let t: InProcess;
let clock = Date.now();
const { counting, queriesOf } = sqlRecorder();
const SESSION_LOOKUP = /FROM sessions s JOIN users/;

beforeAll(async () => {
  raw = await openDatabase({});
  const db = counting(raw);
  const app = createApp({ db, now: () => clock, checkResponses: true, log: { request: () => undefined, error: (m, e) => console.error(m, e) } });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const call = async (body: Record<string, unknown>, token?: string) => {
    const res = await request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) }, body: JSON.stringify(body) });
    return (await res.json()) as Envelope;
  };
  t = { ...clientFor(call), db: raw, request };
}, 60_000);
afterAll(async () => {
  await raw.close();
});

const newPhone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
async function plantSms(phone: string): Promise<string> {
  await raw.query(
    `INSERT INTO sms_codes (phone, code, sent_at, expires_at, used) VALUES ($1, '135790', 0, $2, false)
     ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, used = false`,
    [phone, clock + 60_000],
  );
  return '135790';
}

describe('sessions are looked up only where the apiCode reads the caller, then served from memory', () => {
  it('public content ignores the token: no session lookup', async () => {
    const token = await t.login(newPhone());
    expect(await queriesOf(SESSION_LOOKUP, () => t.ok('PD001', { position: 'RECOMMEND' }, token))).toBe(0);
    expect(await queriesOf(SESSION_LOOKUP, () => t.ok('BA015', { appNative: 'N' }, token))).toBe(0);
  });

  it('a token is looked up once and then answered from memory', async () => {
    const token = await t.login(newPhone());
    const lookups = await queriesOf(SESSION_LOOKUP, async () => {
      for (let i = 0; i < 3; i += 1) await t.ok('SF003', {}, token);
      await t.ok('BA009', {}, token);
    });
    expect(lookups).toBe(1);
  });

  it('logout (UC012) ends the session at once, though it was cached', async () => {
    const token = await t.login(newPhone());
    await t.ok('SF003', {}, token);
    await t.ok('UC012', {}, token);
    expect(await t.call({ apiCode: 'SF003' }, token)).toMatchObject({ rspCode: '0004' });
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 0 });
  });

  it('account cancellation (UC011) ends every cached session of the user', async () => {
    const phone = newPhone();
    const first = await t.login(phone);
    const second = await t.login(phone);
    await t.ok('SF003', {}, first);
    await t.ok('SF003', {}, second);
    expect(await t.ok('UC011', { smsCode: await plantSms(phone) }, first)).toEqual({ cancelled: 'Y' });
    expect(await t.call({ apiCode: 'SF003' }, second)).toMatchObject({ rspCode: '0004' });
    expect(await t.call({ apiCode: 'SF003' }, first)).toMatchObject({ rspCode: '0004' });
  });

  it('an expired session answers 0005 although it was cached', async () => {
    const token = await t.login(newPhone());
    await t.ok('SF003', {}, token);
    const [row] = await raw.query<{ expires_at: number }>('SELECT expires_at FROM sessions WHERE token = $1', [token]);
    const saved = clock;
    clock = Number(row?.expires_at) + 1;
    try {
      expect(await t.call({ apiCode: 'SF003' }, token)).toMatchObject({ rspCode: '0005' });
    } finally {
      clock = saved;
    }
  });

  it('a session deleted by another process is refused once the cache entry is older than SESSION_CACHE_MS', async () => {
    const token = await t.login(newPhone());
    await t.ok('SF003', {}, token);
    await raw.query('DELETE FROM sessions WHERE token = $1', [token]);
    clock += SESSION_CACHE_MS;
    expect(await t.call({ apiCode: 'SF003' }, token)).toMatchObject({ rspCode: '0004' });
  });
});

describe('read-mostly content is served from memory and dropped on write', () => {
  it('a second read of the same content does not query the database', async () => {
    clock += CONTENT_TTL_MS;
    expect(await queriesOf(/FROM ads/, () => t.ok('BA006', { position: 'HOME_BANNER' }))).toBe(1);
    expect(await queriesOf(/FROM ads/, () => t.ok('BA006', { position: 'HOME_BANNER' }))).toBe(0);
    expect(await queriesOf(/FROM ads/, () => t.ok('BA006', { position: 'HOME_NOTICE' }))).toBe(1);
  });

  it('a write through the gateway (a goods order) is seen on the next read of the goods list', async () => {
    const token = await t.activate(newPhone());
    const { addressId } = await seedWallet(t, token);
    const stockOf = async () => (await t.ok('GD002', { pageSize: 50 })).list.find((g) => g.spuId === 'SPU1006')?.stock;
    const before = await stockOf();
    expect(await queriesOf(/FROM goods/, stockOf)).toBe(0);
    await t.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId, idempotencyKey: `cache-${clock}` }, token);
    expect(await stockOf()).toBe(Number(before) - 1);
  });

  it('a write from outside this process is seen once the entry is older than CONTENT_TTL_MS', async () => {
    const names = async () => (await t.ok('BA015', { appNative: 'N' })).list.map((tab) => tab.name);
    const before = await names();
    await raw.query("UPDATE tabbar SET name = name || '!' WHERE id = (SELECT min(id) FROM tabbar)");
    expect(await names()).toEqual(before);
    clock += CONTENT_TTL_MS;
    expect((await names())[0]).toBe(`${before[0]}!`);
  });
});
