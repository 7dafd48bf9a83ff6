import type { ApiCode } from '../../schemas/api/contract.gen';
import { contract } from '../../schemas/api/contract.gen';
import { observedDb } from '../cache/base-db';
import { CACHED_CONTENT, ContentCache, writtenTables } from '../cache/content-cache';
import { sessionCacheOf } from '../cache/session-cache';
import { OPTIONAL_SESSION } from '../cache/session-need';
import { CACHED_PER_USER, createUserCache, userKey } from '../cache/user-cache';
import type { Db } from '../db/db';
import { BizError, RSP } from './biz-error';
import type { Logger } from './log';
import { resolveSession } from './session';
import type { ClientInfo, Envelope, HandlerCtx, HandlerTable, Mode } from './types';
import type { ContractValidators } from './validate';

export interface DispatchOptions {
  db: Db;
  handlers: HandlerTable;
  validators: ContractValidators;
  mode: Mode;
  now: () => number;
  log: Logger;
  /** Validate every response against the contract (tests): a mismatch becomes a 5000 envelope. */
  checkResponses: boolean;
}

const SESSION_DELETE = /\bDELETE\s+FROM\s+"?sessions\b/i;

const isApiCode = (code: string): code is ApiCode => Object.hasOwn(contract, code);

type AnyHandler = (ctx: HandlerCtx<unknown>) => Promise<unknown>;

export function createDispatcher(opts: DispatchOptions) {
  const { db, validators, log } = opts;
  const content = new ContentCache();
  const perUser = createUserCache();
  const watched = new Set([...content.watched, ...perUser.watched]);
  const drop = (tables: readonly string[]) => {
    content.invalidate(tables);
    perUser.invalidate(tables);
  };
  // Writes by the other gateway processes on the same PostgreSQL (LISTEN/NOTIFY); PGlite has one process.
  db.changes?.subscribe((news) => {
    if (news === 'all' || news.includes('sessions')) sessionCacheOf(db).clear();
    if (news === 'all') {
      content.clear();
      perUser.clear();
    } else {
      drop(news);
    }
  });

  /** The session behind the token, only where the apiCode reads it (required with auth, optional for OPTIONAL_SESSION). */
  async function callerOf(apiCode: ApiCode, token: string | null, now: number): Promise<number | null> {
    if (contract[apiCode].auth) return resolveSession(db, token, now);
    if (!token || !OPTIONAL_SESSION.has(apiCode)) return null;
    return resolveSession(db, token, now).catch(() => null);
  }

  /**
   * The handler's database: a write to a table that cached answers read drops those answers (when
   * issued and when done), and once done the other processes hear of it; so does a session delete
   * (logout, cancellation: the handler drops this process's own entries).
   */
  async function runTracked(call: (db: Db) => Promise<unknown>): Promise<unknown> {
    const touched = new Set<string>();
    const tracked = observedDb(db, (sql) => {
      if (SESSION_DELETE.test(sql)) touched.add('sessions');
      const tables = writtenTables(sql, watched);
      if (tables.length === 0) return;
      for (const t of tables) touched.add(t);
      drop(tables);
    });
    try {
      return await call(tracked);
    } finally {
      drop([...touched]);
      if (touched.size > 0 && db.changes) {
        await db.changes.publish([...touched]).catch((err: unknown) => log.error('could not tell the other gateway processes of a write (their caches expire within their TTLs)', err));
      }
    }
  }

  /** Where this call's answer is cached: read-mostly content, or a per-user answer of a known caller; null when it is not. */
  function cachedAs(apiCode: ApiCode, userId: number | null, fields: Record<string, unknown>): { cache: ContentCache; key: string; tables: readonly string[] } | null {
    const contentTables = CACHED_CONTENT[apiCode];
    if (contentTables) return { cache: content, key: ContentCache.key(apiCode, fields), tables: contentTables };
    const userTables = CACHED_PER_USER[apiCode];
    if (userTables && userId !== null) return { cache: perUser, key: userKey(apiCode, userId, fields), tables: userTables };
    return null;
  }

  async function run(apiCode: ApiCode, body: Record<string, unknown>, token: string | null, client: ClientInfo | undefined): Promise<unknown> {
    const now = opts.now();
    const userId = await callerOf(apiCode, token, now);
    const { apiCode: _code, ...fields } = body;
    const problem = validators.request(apiCode, fields);
    if (problem) throw new BizError(RSP.invalid, problem);
    const handler = opts.handlers[apiCode] as AnyHandler;
    const cached = cachedAs(apiCode, userId, fields);
    if (cached) {
      const hit = cached.cache.get(cached.key, now);
      if (hit !== undefined) return hit;
    }
    const epoch = cached?.cache.begin() ?? 0;
    const data = await runTracked((handlerDb) => handler({ req: fields, db: handlerDb, userId, token, mode: opts.mode, now: opts.now, ...(client ? { client } : {}) }));
    if (opts.checkResponses) {
      const bad = validators.response(apiCode, data);
      if (bad) throw new Error(`response of ${apiCode} breaks its contract: ${bad}`);
    }
    if (cached) cached.cache.set(cached.key, data, cached.tables, now, epoch);
    return data;
  }

  /** Answers one gateway call; never throws. */
  return async function dispatch(body: unknown, token: string | null, client?: ClientInfo): Promise<Envelope> {
    const started = performance.now();
    const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    const apiCode = typeof raw?.apiCode === 'string' ? raw.apiCode : '';
    let envelope: Envelope;
    try {
      if (!raw) throw new BizError(RSP.invalid, '请求体应为 JSON 对象');
      if (!apiCode) throw new BizError(RSP.invalid, '缺少必填字段 apiCode');
      if (!isApiCode(apiCode)) throw new BizError(RSP.unknownApi, `未知的接口 apiCode: ${apiCode.slice(0, 40)}`);
      const data = await run(apiCode, raw, token, client);
      envelope = { rspCode: RSP.ok, rspMsg: '成功', apiCode, data };
    } catch (err) {
      if (err instanceof BizError) {
        envelope = { rspCode: err.code, rspMsg: err.message, apiCode, data: null };
      } else {
        log.error(`internal error in ${apiCode || '(no apiCode)'}`, err);
        envelope = { rspCode: RSP.internal, rspMsg: '系统繁忙，请稍后再试', apiCode, data: null };
      }
    }
    log.request(apiCode || '-', envelope.rspCode, performance.now() - started);
    return envelope;
  };
}
