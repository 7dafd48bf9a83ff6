import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { FILE_URL_TTL_MS } from '../domain/file-urls';
import { openInProcess, PNG_1PX, type InProcess } from '../testing/harness';

/** Identity documents (BA004 uploads, GET /utd/file/<id>) are private to their owner (issue #21). */
let clock = Date.UTC(2027, 0, 4, 2, 0, 0);
const now = () => clock;
let db: Db;
let a: InProcess;
let b: InProcess;
let owner: string;
let stranger: string;
let upload: { fileId: string; url: string };

beforeAll(async () => {
  db = await openDatabase({});
  a = await openInProcess({ db, now });
  b = await openInProcess({ db, now });
  owner = await a.login('13911110001');
  stranger = await a.login('13911110002');
  upload = await a.ok('BA004', { fileName: 'front.png', contentType: 'image/png', base64: PNG_1PX }, owner);
}, 60_000);

const get = (app: InProcess, path: string, token?: string) => app.request(path, token ? { headers: { appToken: token } } : {});

describe('GET /utd/file/<id>', () => {
  it("the owner's session reads it, never stored by any cache", async () => {
    const res = await get(a, `/utd/file/${upload.fileId}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG_1PX);
  });

  it('without a session, or with another user\'s, it is not found', async () => {
    expect((await get(a, `/utd/file/${upload.fileId}`)).status).toBe(404);
    expect((await get(a, `/utd/file/${upload.fileId}`, stranger)).status).toBe(404);
    expect((await get(a, `/utd/file/${upload.fileId}`, 'bogus-token')).status).toBe(404);
  });

  it('the URL BA004 answers is signed and short-lived: it works in an <img> (no header) on any gateway process, until it expires', async () => {
    expect(upload.url).toMatch(new RegExp(`^/utd/file/${upload.fileId}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const res = await get(b, upload.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const tampered = upload.url.replace(/sig=(.)/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await get(a, tampered)).status).toBe(404);
    const otherFile = await a.ok('BA004', { fileName: 'back.png', contentType: 'image/png', base64: PNG_1PX }, owner);
    expect((await get(a, upload.url.replace(upload.fileId, otherFile.fileId))).status).toBe(404);
    clock += FILE_URL_TTL_MS;
    expect((await get(a, upload.url)).status).toBe(404);
    expect((await get(a, `/utd/file/${upload.fileId}`, owner)).status).toBe(200);
  });

  it('goes with the account (UC011)', async () => {
    const phone = '13911110003';
    const token = await a.login(phone);
    const mine = await a.ok('BA004', { fileName: 'front.png', contentType: 'image/png', base64: PNG_1PX }, token);
    clock += 61_000;
    const sms = await a.ok('BA002', { phone });
    await a.ok('UC011', { smsCode: sms.devCode ?? '' }, token);
    expect(await db.query('SELECT id FROM files WHERE id = $1', [mine.fileId])).toEqual([]);
    expect((await get(a, mine.url)).status).toBe(404);
  });
});
