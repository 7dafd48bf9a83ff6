import { afterAll, beforeAll } from 'vitest';
import type { ApiCode, ApiRequest } from '../../schemas/api/contract.gen';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import { openInProcess, type InProcess, type InProcessOptions } from './harness';

export interface SuiteOptions extends Omit<InProcessOptions, 'db'> {
  /** Wraps the fresh database the app sees (e.g. sqlRecorder's `counting`). */
  wrap?: (db: Db) => Db;
}

/** An 11-digit phone under `prefix` that no earlier case used: each case registers its own customer. */
export const newPhone = (prefix: string): string => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh idempotency key; the label names the call in a failure. */
export const newKey = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The gateway in process for one test file: opened over a fresh in-memory database before the
 * file's cases, closed after them. The object answers for the open gateway inside the cases.
 */
export function inProcessSuite({ wrap, ...opts }: SuiteOptions = {}): InProcess {
  let open: InProcess | undefined;
  beforeAll(async () => {
    open = await openInProcess(wrap ? { ...opts, db: wrap(await openDatabase({})) } : opts);
  }, 60_000);
  afterAll(async () => {
    await open?.db.close();
  });
  const gateway = (): InProcess => {
    if (!open) throw new Error('the in-process gateway opens in beforeAll: use it inside a case');
    return open;
  };
  return {
    call: (body, token) => gateway().call(body, token),
    ok: <C extends ApiCode>(apiCode: C, req: ApiRequest<C>, token?: string) => gateway().ok(apiCode, req, token),
    login: (phone) => gateway().login(phone),
    activate: (phone) => gateway().activate(phone),
    request: (path, init) => gateway().request(path, init),
    get db() {
      return gateway().db;
    },
  };
}

/** Adds a Shanghai delivery address (AD002) for the customer and answers its id. */
export async function addAddress(c: InProcess, token: string): Promise<number> {
  const address = await c.ok('AD002', { name: '测试', tel: '13500000000', province: '上海市', city: '上海市', county: '徐汇区', areaCode: '310104', postalCode: '200030', addressDetail: '漕溪北路1号' }, token);
  return address.id;
}
