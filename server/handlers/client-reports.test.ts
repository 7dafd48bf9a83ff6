import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import type { Db } from '../db/db';
import type { Envelope } from '../gateway/types';
import { openInProcess, type InProcess } from '../testing/harness';
import { REPORTS_PER_MINUTE } from './client-reports';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

const report = (i: number, extra: Record<string, unknown> = {}) => ({ route: '/my', pointer: `/blocks/${i}`, message: `unknown widget type "w${i}"`, clientTime: 1750000000000 + i, ...extra });

/** One BA030 call with a given User-Agent (the in-process app has no peer address). */
async function send(body: Record<string, unknown>, userAgent: string, token?: string, app: { request(path: string, init?: RequestInit): Response | Promise<Response> } = t): Promise<Envelope> {
  const res = await app.request('/utd/gateway', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(token ? { appToken: token } : {}) },
    body: JSON.stringify({ apiCode: 'BA030', ...body }),
  });
  return (await res.json()) as Envelope;
}

const rows = (db: Db, where: string, args: unknown[]) =>
  db.query<{ route: string; pointer: string; message: string; api_code: string | null; app_version: string | null; user_agent: string | null; client_time: number; user_id: number | null }>(
    `SELECT route, pointer, message, api_code, app_version, user_agent, client_time, user_id FROM client_reports WHERE ${where} ORDER BY id`,
    args,
  );

describe('BA030 前端问题上报', () => {
  it('stores each report with route, pointer, message, api code, app version, user agent and client time, without a token', async () => {
    const answer = await send({ reports: [report(1), report(2, { apiCode: 'PD001', message: 'data source PD001 answered 1001' })], appVersion: '3.1.0' }, 'qsh-test-store/1.0');
    expect(answer).toMatchObject({ rspCode: '0000', data: { accepted: 2, dropped: 0 } });
    expect(await rows(t.db, 'user_agent = $1', ['qsh-test-store/1.0'])).toEqual([
      { route: '/my', pointer: '/blocks/1', message: 'unknown widget type "w1"', api_code: null, app_version: '3.1.0', user_agent: 'qsh-test-store/1.0', client_time: 1750000000001, user_id: null },
      { route: '/my', pointer: '/blocks/2', message: 'data source PD001 answered 1001', api_code: 'PD001', app_version: '3.1.0', user_agent: 'qsh-test-store/1.0', client_time: 1750000000002, user_id: null },
    ]);
  });

  it('stores the user with a valid token, and ignores an invalid one (auth optional)', async () => {
    const token = await t.login('13655550001');
    expect(await send({ reports: [report(1)], userAgent: 'qsh-test-user' }, 'header-ua', token)).toMatchObject({ rspCode: '0000' });
    expect(await send({ reports: [report(2)], userAgent: 'qsh-test-user' }, 'header-ua', 'not-a-token')).toMatchObject({ rspCode: '0000' });
    const stored = await rows(t.db, 'user_agent = $1', ['qsh-test-user']);
    expect(stored.map((r) => r.user_id === null)).toEqual([false, true]);
  });

  it('validates its request: message length capped, at most 20 reports a call, no unknown fields', async () => {
    expect(await send({ reports: [report(1, { message: 'x'.repeat(501) })] }, 'qsh-test-invalid')).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('message') });
    expect(await send({ reports: Array.from({ length: 21 }, (_, i) => report(i)) }, 'qsh-test-invalid')).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('reports') });
    expect(await send({ reports: [report(1, { stack: 'secret' })] }, 'qsh-test-invalid')).toMatchObject({ rspCode: '1001' });
    expect(await send({ reports: [] }, 'qsh-test-invalid')).toMatchObject({ rspCode: '1001' });
    expect(await rows(t.db, 'user_agent = $1', ['qsh-test-invalid'])).toEqual([]);
  });

  it('rate-limits per client: past REPORTS_PER_MINUTE in a minute, reports are answered 0000 but dropped; another client is not affected', async () => {
    let time = 1_800_000_000_000;
    const db = await openDatabase({});
    const app = createApp({ db, now: () => time, log: { request: () => undefined, error: () => undefined } });
    const batch = (n: number) => ({ reports: Array.from({ length: n }, (_, i) => report(i)) });
    expect(await send(batch(20), 'ua-flood', undefined, app)).toMatchObject({ rspCode: '0000', data: { accepted: 20, dropped: 0 } });
    expect(await send(batch(20), 'ua-flood', undefined, app)).toMatchObject({ rspCode: '0000', data: { accepted: REPORTS_PER_MINUTE - 20, dropped: 40 - REPORTS_PER_MINUTE } });
    expect(await send(batch(5), 'ua-flood', undefined, app)).toMatchObject({ rspCode: '0000', data: { accepted: 0, dropped: 5 } });
    expect(await send(batch(5), 'ua-other', undefined, app)).toMatchObject({ rspCode: '0000', data: { accepted: 5, dropped: 0 } });
    expect(await rows(db, 'user_agent = $1', ['ua-flood'])).toHaveLength(REPORTS_PER_MINUTE);
    time += 60_001;
    expect(await send(batch(5), 'ua-flood', undefined, app)).toMatchObject({ rspCode: '0000', data: { accepted: 5, dropped: 0 } });
    await db.close();
  });
});
