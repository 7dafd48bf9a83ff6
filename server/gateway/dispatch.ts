import type { ApiCode } from '../../schemas/api/contract.gen';
import { contract } from '../../schemas/api/contract.gen';
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

const isApiCode = (code: string): code is ApiCode => Object.hasOwn(contract, code);

type AnyHandler = (ctx: HandlerCtx<unknown>) => Promise<unknown>;

export function createDispatcher(opts: DispatchOptions) {
  const { db, validators, log } = opts;

  async function run(apiCode: ApiCode, body: Record<string, unknown>, token: string | null, client: ClientInfo | undefined): Promise<unknown> {
    const now = opts.now();
    const entry = contract[apiCode];
    const userId = entry.auth
      ? await resolveSession(db, token, now)
      : token
        ? await resolveSession(db, token, now).catch(() => null)
        : null;
    const { apiCode: _code, ...fields } = body;
    const problem = validators.request(apiCode, fields);
    if (problem) throw new BizError(RSP.invalid, problem);
    const handler = opts.handlers[apiCode] as AnyHandler;
    const data = await handler({ req: fields, db, userId, token, mode: opts.mode, now: opts.now, ...(client ? { client } : {}) });
    if (opts.checkResponses) {
      const bad = validators.response(apiCode, data);
      if (bad) throw new Error(`response of ${apiCode} breaks its contract: ${bad}`);
    }
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
