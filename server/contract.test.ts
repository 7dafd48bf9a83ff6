import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApiCode } from '../schemas/api/contract.gen';
import { buildFixtures } from './testing/fixtures';
import { openInProcess, type InProcess } from './testing/harness';
import { samples, type As, type Fixtures } from './testing/samples';

let t: InProcess;
let f: Fixtures;

beforeAll(async () => {
  t = await openInProcess();
  f = await buildFixtures(t);
  const sms = await t.ok('BA002', { phone: '13611113333' });
  samples.BA003.req = () => ({ phone: '13611113333', smsCode: sms.devCode ?? '' });
}, 60_000);

const codes = Object.keys(contract).sort() as ApiCode[];

describe('every apiCode answers its sample with data that matches its response schema', () => {
  it.each(codes)('%s', async (code) => {
    const sample = samples[code] as { as?: As; req: (x: Fixtures) => object };
    const env = await t.call({ apiCode: code, ...sample.req(f) }, sample.as ? f[sample.as] : undefined);
    expect(env.rspMsg).toBe('成功');
    expect(env).toMatchObject({ rspCode: '0000', apiCode: code });
  });
});

describe('every apiCode rejects a body that breaks its request schema, naming the field', () => {
  it.each(codes)('%s', async (code) => {
    const request = contract[code].request as { required?: readonly string[] };
    const sample = samples[code] as { as?: As; req: (x: Fixtures) => Record<string, unknown> };
    const body: Record<string, unknown> = { apiCode: code, ...sample.req(f) };
    const field = request.required?.[0] ?? 'bogusField';
    if (request.required?.length) delete body[field];
    else body[field] = 1;
    const env = await t.call(body, f.active);
    expect(env.rspCode).toBe('1001');
    expect(env.rspMsg).toContain(field);
  });
});

describe('envelope errors', () => {
  it('unknown apiCode -> 1002 naming it', async () => {
    expect(await t.call({ apiCode: 'ZZ999' })).toMatchObject({ rspCode: '1002', rspMsg: expect.stringContaining('ZZ999') });
  });
  it('missing apiCode -> 1001', async () => {
    expect(await t.call({ phone: '1' })).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('apiCode') });
  });
  it('malformed JSON -> HTTP 400 with rspCode 1000', async () => {
    const res = await t.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ rspCode: '1000', rspMsg: '请求格式错误' });
  });
  it('auth apiCodes answer 0004 without or with an unknown token', async () => {
    expect((await t.call({ apiCode: 'SF003' })).rspCode).toBe('0004');
    expect((await t.call({ apiCode: 'SF003' }, 'nope')).rspCode).toBe('0004');
  });
  it('an expired session answers 0005', async () => {
    const [user] = await t.db.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE token = $1', [f.active]);
    await t.db.query("INSERT INTO sessions (token, user_id, expires_at) VALUES ('expired-token', $1, 0)", [user?.user_id]);
    expect((await t.call({ apiCode: 'SF003' }, 'expired-token')).rspCode).toBe('0005');
  });
  it('an oversized body answers 413 with an envelope', async () => {
    const res = await t.request('/utd/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apiCode: 'BA004', base64: 'A'.repeat(9 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ rspMsg: '请求体过大' });
  });
  it('a nested field is named with its path', async () => {
    const env = await t.call({ apiCode: 'CR002', ...samples.CR002.req(f), contact2: { name: 'x', phone: '123', relation: 'FRIEND' } }, f.fresh);
    expect(env).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('contact2.phone') });
  });
});
