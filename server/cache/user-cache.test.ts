import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApiCode } from '../../schemas/api/contract.gen';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import type { Envelope } from '../gateway/types';
import { seedWallet } from '../testing/fixtures';
import { clientFor, type InProcess } from '../testing/harness';
import { sqlRecorder } from '../testing/sql-recorder';
import { OPTIONAL_SESSION } from './session-need';
import { CACHED_PER_USER, USER_CACHE_MS } from './user-cache';

let raw: Db;
let t: InProcess;
let clock = Date.now();
const { counting, queriesOf } = sqlRecorder();
const USER_ROW = /FROM users WHERE id = \$1/;
const UNREAD = /FROM messages WHERE user_id = \$1 AND NOT is_read/;

beforeAll(async () => {
  raw = await openDatabase({});
  const app = createApp({ db: counting(raw), now: () => clock, checkResponses: true, log: { request: () => undefined, error: (m, e) => console.error(m, e) } });
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

const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const userIdOf = async (token: string) => Number((await t.ok('SF003', {}, token)).id);
async function plantUnread(userId: number, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await raw.query("INSERT INTO messages (user_id, title, content, msg_type, is_read, created_at) VALUES ($1, '账单提醒', '您的账单已出', 'SYSTEM', false, $2)", [userId, clock]);
  }
}

describe('per-user answers of the home page (SF003, CR003, BA009) are served from memory', () => {
  it('are reads of a known caller: auth or optional session, never writes', () => {
    const codes = Object.keys(CACHED_PER_USER) as ApiCode[];
    expect(codes.filter((code) => contract[code].write || !(contract[code].auth || OPTIONAL_SESSION.has(code)))).toEqual([]);
  });

  it('a second read of the same user does not query the database', async () => {
    const token = await t.activate(newPhone());
    await t.ok('SF003', {}, token);
    await t.ok('CR003', {}, token);
    await t.ok('BA009', {}, token);
    expect(await queriesOf(USER_ROW, () => t.ok('SF003', {}, token))).toBe(0);
    expect(await queriesOf(USER_ROW, () => t.ok('CR003', {}, token))).toBe(0);
    expect(await queriesOf(UNREAD, () => t.ok('BA009', {}, token))).toBe(0);
  });

  it('each user gets their own answer', async () => {
    const first = await t.login(newPhone());
    const second = await t.login(newPhone());
    const a = await t.ok('SF003', {}, first);
    const b = await t.ok('SF003', {}, second);
    expect(a.id).not.toBe(b.id);
    expect((await t.ok('SF003', {}, first)).id).toBe(a.id);
    expect((await t.ok('SF003', {}, second)).phone).toBe(b.phone);
  });

  it('SF003: the credit steps (CR001, CR002) are seen on the next read', async () => {
    const phone = newPhone();
    const token = await t.login(phone);
    expect((await t.ok('SF003', {}, token)).flow).toBe('IDCARD');
    expect((await t.ok('CR003', {}, token)).status).toBe('NONE');
    // activate() logs in again (a new token, same user) and goes through CR001 and CR002.
    await t.activate(phone);
    expect((await t.ok('SF003', {}, token)).flow).toBe('FINISH');
    expect((await t.ok('CR003', {}, token)).status).toBe('ACTIVE');
  });

  it('CR003: paying with credit (CS002 CREDITSALES) is seen on the next read', async () => {
    const token = await t.activate(newPhone());
    const { addressId } = await seedWallet(t, token);
    const before = await t.ok('CR003', {}, token);
    // Three earbuds (1377 yuan): more than one period needs 1000 yuan.
    const order = await t.ok('SF202', { spuId: 'SPU1002', quantity: 3, addressId, idempotencyKey: `uc-${clock}-order` }, token);
    await t.ok('CS002', { orderId: order.orderId, payType: 'CREDITSALES', periods: 3, idempotencyKey: `uc-${clock}-pay` }, token);
    const after = await t.ok('CR003', {}, token);
    expect(after.used).toBeGreaterThan(before.used);
    expect(after.available).toBe(before.available - (after.used - before.used));
  });

  it('BA009: reading the messages (MM006) is seen on the next unread count', async () => {
    const token = await t.login(newPhone());
    const userId = await userIdOf(token);
    await plantUnread(userId, 2);
    clock += USER_CACHE_MS;
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 2 });
    await t.ok('MM006', { pageNum: 1, pageSize: 20 }, token);
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 0 });
  });

  it('a write from outside the gateway (SQL by hand) is seen once the entry is older than USER_CACHE_MS', async () => {
    const token = await t.login(newPhone());
    const userId = await userIdOf(token);
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 0 });
    await plantUnread(userId, 1);
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 0 });
    clock += USER_CACHE_MS;
    expect(await t.ok('BA009', {}, token)).toEqual({ count: 1 });
  });
});
