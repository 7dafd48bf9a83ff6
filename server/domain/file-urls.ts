import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';

/** How long the URL BA004 answers stays readable without a session: enough for the ID card step. */
export const FILE_URL_TTL_MS = 60 * 60 * 1000;

const SECRET_NAME = 'file-url-key';
const keys = new WeakMap<object, Promise<string>>();

/** The key that signs file URLs: made once and kept in the database, so every gateway process accepts every other's URLs. */
function signingKey(q: Queryable): Promise<string> {
  let key = keys.get(q);
  if (!key) {
    key = (async () => {
      await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32).toString('hex')]);
      const [row] = await q.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
      if (!row) throw new Error('file URL key missing after insert');
      return row.value;
    })();
    key.catch(() => keys.delete(q));
    keys.set(q, key);
  }
  return key;
}

const mac = (key: string, fileId: string, exp: number) => createHmac('sha256', key).update(`${fileId}.${exp}`).digest('hex');

/** /utd/file/<id>?exp=<epoch ms>&sig=<hmac>: readable by whoever holds it (an <img>) until exp. */
export async function signedFileUrl(q: Queryable, fileId: string, now: number): Promise<string> {
  const exp = now + FILE_URL_TTL_MS;
  return `/utd/file/${fileId}?exp=${exp}&sig=${mac(await signingKey(q), fileId, exp)}`;
}

/** Whether `exp`/`sig` of a file URL are genuine and not expired. */
export async function fileUrlValid(q: Queryable, fileId: string, exp: string | undefined, sig: string | undefined, now: number): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,16}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires <= now) return false;
  const want = Buffer.from(mac(await signingKey(q), fileId, expires), 'hex');
  return timingSafeEqual(want, Buffer.from(sig, 'hex'));
}
