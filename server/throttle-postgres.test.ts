import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open';
import { LIMITS } from './domain/throttle';
import type { Envelope } from './gateway/types';
import { setFileClock } from './testing/file-clock';
import { startTestPostgres, type TestPostgres } from './testing/postgres';

/**
 * The abuse limits hold across gateway processes (issue #21): two real gateway processes
 * (`node --import tsx server/main.ts`) on one PostgreSQL, every limit proved by alternating calls
 * between them. Their clock is a shared file (TEST_CLOCK_FILE); they trust 127.0.0.1 as a proxy
 * (TRUSTED_PROXIES), so each test names its client address in X-Forwarded-For.
 * PostgreSQL comes from DATABASE_URL (a database of the suite's own is created there and dropped) or a
 * throw-away cluster (server/testing/postgres.ts): without either this suite fails with the install
 * hint, it never skips.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MINUTE = 60_000;

let server: TestPostgres | undefined;
/** A database of this suite's own on a borrowed server (DATABASE_URL), dropped at the end: the flow suite recreates the tables of DATABASE_URL's database. */
let ownDatabase: { admin: string; name: string } | undefined;
let clockDir = '';
let clockFile = '';
const children: ChildProcess[] = [];
const urls: string[] = [];

// Phones and addresses of this run only.
const run = Math.floor(Math.random() * 9000) + 1000;
let seq = 0;
const newPhone = () => `136${run}${String((seq += 1)).padStart(4, '0')}`;
/** A client address of this run (IPv6 documentation range: also proves X-Forwarded-For's IPv6 form). */
const newAddress = () => `2001:db8:${run.toString(16)}::${(seq += 1).toString(16)}`;

let clock = Date.now();
const tick = (ms: number) => {
  clock += ms;
  setFileClock(clockFile, clock);
};

/** Starts one gateway process and resolves with its URL once it listens. */
function startGateway(databaseUrl: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG: 'silent', MODE: 'demo', WORKERS: '1', TEST_CLOCK_FILE: clockFile, TRUSTED_PROXIES: '127.0.0.1' };
  delete env.SMS_PER_PHONE_DAY;
  delete env.SMS_PER_CLIENT_HOUR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start within 30 s:\n${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/[\d.:]+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} during start:\n${out}`));
    });
  });
}

function stopGateway(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of a database of its own: the throw-away cluster's, or a new one on the borrowed server. */
async function suiteDatabase(started: TestPostgres): Promise<string> {
  if (started.own) return started.url;
  const name = `qsh_throttle_${run}_${Date.now()}`;
  try {
    await admin(started.url, `CREATE DATABASE ${name}`);
  } catch (err) {
    throw new Error(`server/throttle-postgres.test.ts creates a database of its own on DATABASE_URL's server; its user needs CREATEDB (${String(err)})`);
  }
  ownDatabase = { admin: started.url, name };
  const url = new URL(started.url);
  url.pathname = `/${name}`;
  return url.toString();
}

// Also on an aborted run: no gateway process outlives the test process.
process.once('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

beforeAll(async () => {
  server = await startTestPostgres();
  const databaseUrl = await suiteDatabase(server);
  clockDir = mkdtempSync(join(tmpdir(), 'qsh-clock-'));
  clockFile = join(clockDir, 'now');
  setFileClock(clockFile, clock);
  // Migrate and seed once, as the cluster's primary does, before the processes start together.
  const db = await openDatabase({ databaseUrl });
  await db.close();
  urls.push(...(await Promise.all([startGateway(databaseUrl), startGateway(databaseUrl)])));
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map(stopGateway));
  if (ownDatabase) await admin(ownDatabase.admin, `DROP DATABASE IF EXISTS ${ownDatabase.name}`);
  await server?.stop();
  if (clockDir) rmSync(clockDir, { recursive: true, force: true });
}, 30_000);

/** A call to process `turn % 2` from client address `from`. */
async function call(turn: number, from: string, body: Record<string, unknown>, token?: string): Promise<Envelope> {
  const res = await fetch(`${urls[turn % 2]}/utd/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(token ? { appToken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

async function ok(turn: number, from: string, body: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
  const env = await call(turn, from, body, token);
  if (env.rspCode !== '0000') throw new Error(`${String(body.apiCode)} -> ${env.rspCode} ${env.rspMsg}`);
  return (env.data ?? {}) as Record<string, unknown>;
}

const sendCode = async (turn: number, from: string, phone: string) => String((await ok(turn, from, { apiCode: 'BA002', phone })).devCode);
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function login(turn: number, from: string, phone: string): Promise<string> {
  const code = await sendCode(turn, from, phone);
  return String((await ok(turn + 1, from, { apiCode: 'BA003', phone, smsCode: code })).appToken);
}

describe('two gateway processes on PostgreSQL', () => {
  it('run as separate processes on one database', () => {
    expect(urls).toHaveLength(2);
    expect(urls[0]).not.toBe(urls[1]);
    expect(new Set(children.map((c) => c.pid)).size).toBe(2);
  });

  it('SMS sends: one a minute per phone, with the seconds left, on either process', async () => {
    const from = newAddress();
    const phone = newPhone();
    await sendCode(0, from, phone);
    tick(20_000);
    expect(await call(1, from, { apiCode: 'BA002', phone })).toMatchObject({ rspCode: '2003', rspMsg: '验证码发送过于频繁，请40秒后再试' });
    tick(40_000);
    expect((await call(1, from, { apiCode: 'BA002', phone })).rspCode).toBe('0000');
  });

  it('SMS sends: 10 a day per phone, counted by both processes together; the next day it works again', async () => {
    const phone = newPhone();
    for (let i = 0; i < LIMITS.smsPerPhoneDay; i += 1) {
      expect((await call(i, newAddress(), { apiCode: 'BA002', phone })).rspCode).toBe('0000');
      tick(MINUTE);
    }
    expect(await call(0, newAddress(), { apiCode: 'BA002', phone })).toMatchObject({ rspCode: '2003', rspMsg: '该手机号获取验证码次数已达上限，请23小时50分钟后再试' });
    tick(24 * 60 * MINUTE);
    expect((await call(1, newAddress(), { apiCode: 'BA002', phone })).rspCode).toBe('0000');
  });

  it('SMS sends: 20 an hour per client address across both processes; another address is not affected', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMITS.smsPerClientHour; i += 1) expect((await call(i, from, { apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
    tick(15 * MINUTE);
    expect(await call(0, from, { apiCode: 'BA002', phone: newPhone() })).toMatchObject({ rspCode: '2003', rspMsg: '获取验证码过于频繁，请45分钟后再试' });
    expect(await call(1, from, { apiCode: 'BA002', phone: newPhone() })).toMatchObject({ rspCode: '2003' });
    expect((await call(1, newAddress(), { apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
    tick(45 * MINUTE);
    expect((await call(0, from, { apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
  });

  it('SMS code tries: the code dies after 5 wrong tries on either process, the right one included', async () => {
    const from = newAddress();
    const phone = newPhone();
    const code = await sendCode(0, from, phone);
    for (let left = 4; left >= 1; left -= 1) {
      expect(await call(left, from, { apiCode: 'BA003', phone, smsCode: wrongFor(code) })).toMatchObject({ rspCode: '2001', rspMsg: `验证码错误，还可尝试${left}次` });
    }
    expect(await call(0, from, { apiCode: 'BA003', phone, smsCode: wrongFor(code) })).toMatchObject({ rspCode: '2004', rspMsg: '验证码错误次数过多，请重新获取验证码' });
    expect(await call(1, from, { apiCode: 'BA003', phone, smsCode: code })).toMatchObject({ rspCode: '2004' });
    const fresh = await sendCode(1, from, phone);
    expect((await call(0, from, { apiCode: 'BA003', phone, smsCode: fresh })).rspCode).toBe('0000');
  });

  it('logins: 10 wrong codes an hour lock the phone for 30 minutes on both processes; then it logs in', async () => {
    const from = newAddress();
    const phone = newPhone();
    let turn = 0;
    for (let round = 0; round < 2; round += 1) {
      const code = await sendCode(turn, from, phone);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await call((turn += 1), from, { apiCode: 'BA003', phone, smsCode: wrongFor(code) });
        if (round === 1 && i === 4) expect(wrong).toMatchObject({ rspCode: '2005', rspMsg: '登录失败次数过多，请30分钟后再试' });
        else expect(wrong.rspCode).toMatch(/^200[14]$/);
      }
    }
    tick(MINUTE);
    const right = await sendCode(0, from, phone);
    expect(await call(1, from, { apiCode: 'BA003', phone, smsCode: right })).toMatchObject({ rspCode: '2005', rspMsg: '登录失败次数过多，请29分钟后再试' });
    expect(await call(0, from, { apiCode: 'BA003', phone, smsCode: right })).toMatchObject({ rspCode: '2005' });
    tick(29 * MINUTE);
    const after = await sendCode(1, from, phone);
    expect((await call(0, from, { apiCode: 'BA003', phone, smsCode: after })).rspCode).toBe('0000');
  });

  it('logins: 30 wrong codes from one address in an hour lock that address for an hour; other addresses log in', async () => {
    tick(2 * 60 * MINUTE);
    const guesser = newAddress();
    for (let i = 0; i < LIMITS.loginClientTries; i += 1) {
      const phone = newPhone();
      const code = await sendCode(i, newAddress(), phone);
      const answer = await call(i + 1, guesser, { apiCode: 'BA003', phone, smsCode: wrongFor(code) });
      expect(answer.rspCode).toBe(i === LIMITS.loginClientTries - 1 ? '2005' : '2001');
    }
    const phone = newPhone();
    const code = await sendCode(0, newAddress(), phone);
    expect(await call(1, guesser, { apiCode: 'BA003', phone, smsCode: code })).toMatchObject({ rspCode: '2005', rspMsg: '登录失败次数过多，请1小时后再试' });
    expect((await call(0, newAddress(), { apiCode: 'BA003', phone, smsCode: code })).rspCode).toBe('0000');
    tick(60 * MINUTE);
    const other = newPhone();
    const again = await sendCode(1, newAddress(), other);
    expect((await call(0, guesser, { apiCode: 'BA003', phone: other, smsCode: again })).rspCode).toBe('0000');
  });

  it('pay password: 5 wrong tries lock it for 30 minutes (tries left shown) on both processes; it unlocks when the time is up', async () => {
    tick(2 * 60 * MINUTE);
    const from = newAddress();
    const phone = newPhone();
    const token = await login(0, from, phone);
    tick(MINUTE);
    const code = await sendCode(1, from, phone);
    await ok(0, from, { apiCode: 'CP004', smsCode: code, payPassword: '258013' }, token);
    // CP002 checks the pay password first; a right one then reaches the card lookup (3203: this user has no card 1).
    const tryPassword = (turn: number, payPassword: string) => call(turn, from, { apiCode: 'CP002', cardId: 1, payPassword }, token);
    for (let left = 4; left >= 1; left -= 1) {
      expect(await tryPassword(left, '000000')).toMatchObject({ rspCode: '3202', rspMsg: `支付密码错误，还可尝试${left}次` });
    }
    expect(await tryPassword(0, '000000')).toMatchObject({ rspCode: '3205', rspMsg: '支付密码错误次数过多，请30分钟后再试' });
    tick(10 * MINUTE);
    expect(await tryPassword(1, '258013')).toMatchObject({ rspCode: '3205', rspMsg: '支付密码错误次数过多，请20分钟后再试' });
    expect(await tryPassword(0, '258013')).toMatchObject({ rspCode: '3205', rspMsg: '支付密码错误次数过多，请20分钟后再试' });
    tick(20 * MINUTE);
    expect((await tryPassword(1, '258013')).rspCode).toBe('3203');
    expect(await tryPassword(0, '000000')).toMatchObject({ rspCode: '3202', rspMsg: '支付密码错误，还可尝试4次' });
  });

  it('pay password: parallel wrong guesses on both processes get no more than 5 checks', async () => {
    tick(2 * 60 * MINUTE);
    const from = newAddress();
    const phone = newPhone();
    const token = await login(1, from, phone);
    tick(MINUTE);
    await ok(0, from, { apiCode: 'CP004', smsCode: await sendCode(0, from, phone), payPassword: '258013' }, token);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i, from, { apiCode: 'CP002', cardId: 1, payPassword: '000000' }, token)));
    expect(answers.filter((r) => r.rspCode === '3202').length).toBe(LIMITS.payPasswordTries - 1);
    expect(answers.filter((r) => r.rspCode === '3205').length).toBe(12 - (LIMITS.payPasswordTries - 1));
    expect((await call(1, from, { apiCode: 'CP002', cardId: 1, payPassword: '258013' }, token)).rspCode).toBe('3205');
  });
});
