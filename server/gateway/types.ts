import type { ApiCode, ApiRequest, ApiResponse } from '../../schemas/api/contract.gen';
import type { Db } from '../db/db';

export type Mode = 'demo' | 'production';

/** What a handler gets: the validated request, the database, the caller and a clock. */
export interface HandlerCtx<Req> {
  req: Req;
  db: Db;
  /** Set on every apiCode whose contract says auth: true; may be set on others when a valid token came along. */
  userId: number | null;
  token: string | null;
  mode: Mode;
  now: () => number;
  /** Who called, as the HTTP layer saw it (rate limits of anonymous calls); empty strings when unknown. */
  client?: ClientInfo;
}

/** The caller's address and User-Agent header. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type Handler<C extends ApiCode> = (ctx: HandlerCtx<ApiRequest<C>>) => Promise<ApiResponse<C>>;
export type HandlerTable = { [C in ApiCode]: Handler<C> };

export interface Envelope {
  rspCode: string;
  rspMsg: string;
  apiCode: string;
  data: unknown;
}
