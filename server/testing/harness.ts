import type { ApiCode, ApiRequest, ApiResponse } from '../../schemas/api/contract.gen';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import type { Envelope } from '../gateway/types';

/** A tiny PNG (1x1) as base64, for uploads in tests. */
export const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export type Call = (body: Record<string, unknown>, token?: string) => Promise<Envelope>;

export interface TestClient {
  call: Call;
  /** Calls an apiCode and returns its data, failing loudly on any rspCode but 0000. */
  ok<C extends ApiCode>(apiCode: C, req: ApiRequest<C>, token?: string): Promise<ApiResponse<C>>;
  login(phone: string): Promise<string>;
  /** Logs in a new phone and takes it through ID card and personal info to flow FINISH. */
  activate(phone: string): Promise<string>;
}

export function clientFor(call: Call): TestClient {
  async function ok<C extends ApiCode>(apiCode: C, req: ApiRequest<C>, token?: string): Promise<ApiResponse<C>> {
    const env = await call({ apiCode, ...req }, token);
    if (env.rspCode !== '0000') throw new Error(`${apiCode} -> ${env.rspCode} ${env.rspMsg}`);
    return env.data as ApiResponse<C>;
  }
  async function login(phone: string): Promise<string> {
    const sms = await ok('BA002', { phone });
    const res = await ok('BA003', { phone, smsCode: sms.devCode ?? '' });
    return res.appToken;
  }
  async function activate(phone: string): Promise<string> {
    const token = await login(phone);
    const front = await ok('BA004', { fileName: `front-${phone}.png`, contentType: 'image/png', base64: PNG_1PX }, token);
    const back = await ok('BA004', { fileName: 'back.png', contentType: 'image/png', base64: PNG_1PX }, token);
    const ocr = await ok('UC004', { side: 'FRONT', fileId: front.fileId }, token);
    await ok('CR001', { frontFileId: front.fileId, backFileId: back.fileId, name: ocr.name ?? '', idNo: ocr.idNo ?? '' }, token);
    await ok('CR002', {
      education: 3, occupationType: 2, industry: 5, annualIncome: 4, housingStatus: 1, maritalStatus: 2,
      contact1: { name: '王芳', phone: '13700000001', relation: 'PARENT' }, contact2: { name: '刘洋', phone: '13700000002', relation: 'FRIEND' },
    }, token);
    return token;
  }
  return { call, ok, login, activate };
}

export interface InProcess extends TestClient {
  db: Db;
  request(path: string, init?: RequestInit): Promise<Response>;
}

export interface InProcessOptions {
  /** The gateway's clock (default Date.now). */
  now?: () => number;
  /** Share a database with another app instance (default: a fresh in-memory PGlite). */
  db?: Db;
  /** The caller's address as the HTTP layer sees it (default '': unknown, as app.request gives). */
  ip?: string;
}

/** The app in process over an in-memory PGlite, validating every response against the contract. */
export async function openInProcess(opts: InProcessOptions = {}): Promise<InProcess> {
  const db = opts.db ?? (await openDatabase({}));
  const app = createApp({ db, checkResponses: true, ...(opts.now ? { now: opts.now } : {}), log: { request: () => undefined, error: (m, e) => console.error(m, e) } });
  // @hono/node-server's getConnInfo reads the socket from the env; app.request has none unless given.
  const env = opts.ip ? { incoming: { socket: { remoteAddress: opts.ip } } } : undefined;
  const request = async (path: string, init?: RequestInit) => app.request(path, init, env);
  const call: Call = async (body, token) => {
    const res = await request('/utd/gateway', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };
  return { ...clientFor(call), db, request };
}

/** A client for a running server over real HTTP. */
export function httpClient(baseUrl: string): TestClient {
  return clientFor(async (body, token) => {
    const res = await fetch(`${baseUrl}/utd/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  });
}
