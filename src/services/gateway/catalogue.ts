import { BILL_OVERDUE_CODE } from '@/lib/error-message';
import type { GatewayEnvelope, GatewayErrorKind } from './types';
import { WireError } from './wire';

/** Success. */
export const OK_CODE = '0000';
/** Overdue bill: dialog with the server message, then /my/bill (the code lives in lib, where widgets read it too). */
export { BILL_OVERDUE_CODE };
/** Points frozen: the freeze dialog (rspMsg is its note, data.redirectUrl optional). Defined by this app. */
export const POINTS_FROZEN_CODE = '9992';
/** Session ended. */
export const SESSION_CODES: readonly string[] = ['0004', '0005'];
export const USER_MISSING_MSG = '用户不存在';
export const MEMBER_RECORD_MISSING_MSG = '未找到对应会员开卡记录';
/** The apiCode whose session errors log out without the 请重新登录 dialog. */
export const SESSION_DIALOG_EXEMPT_API = 'AP224';

export const TEXT = {
  relogin: '请重新登录',
  failed: '请求失败',
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  otherwise: '登录失效，请重新登录',
  canceled: '请求已取消',
  http: (status: number) => `系统接口${status}异常`,
  download: (status: number | string) => `文件下载失败：HTTP 状态码 ${status}`,
} as const;

/** What one gateway answer means for the caller. */
export type Outcome =
  | { type: 'ok'; data: unknown }
  | { type: 'member-record-missing'; data: unknown }
  | { type: 'bill-overdue'; message: string }
  | { type: 'points-frozen'; message: string; redirectUrl?: string }
  | { type: 'session'; dialog: boolean }
  | { type: 'failure'; message: string; rspCode: string };

function isEnvelope(body: unknown): body is GatewayEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { rspCode?: unknown }).rspCode === 'string';
}

/** Maps an HTTP-200 body onto the error catalogue; undefined when the body is not an envelope. */
export function classifyEnvelope(apiCode: string, body: unknown): Outcome | undefined {
  if (!isEnvelope(body)) return undefined;
  const message = typeof body.rspMsg === 'string' ? body.rspMsg : '';
  if (body.rspCode === OK_CODE) return { type: 'ok', data: body.data };
  if (message === MEMBER_RECORD_MISSING_MSG) return { type: 'member-record-missing', data: body.data };
  if (body.rspCode === BILL_OVERDUE_CODE) return { type: 'bill-overdue', message };
  if (SESSION_CODES.includes(body.rspCode) || message === USER_MISSING_MSG) {
    return { type: 'session', dialog: apiCode !== SESSION_DIALOG_EXEMPT_API };
  }
  if (body.rspCode === POINTS_FROZEN_CODE) {
    const redirect = (body.data as { redirectUrl?: unknown } | null)?.redirectUrl;
    return { type: 'points-frozen', message, ...(typeof redirect === 'string' ? { redirectUrl: redirect } : {}) };
  }
  return { type: 'failure', message: message || TEXT.failed, rspCode: body.rspCode };
}

/** Maps a transport failure (no envelope) onto the catalogue text and error kind. */
export function describeTransportError(error: unknown): { message: string; kind: GatewayErrorKind; status?: number } {
  if (!(error instanceof WireError)) return { message: TEXT.otherwise, kind: 'unknown' };
  switch (error.kind) {
    case 'canceled':
      return { message: TEXT.canceled, kind: 'canceled' };
    case 'network':
      return { message: TEXT.network, kind: 'network' };
    case 'timeout':
      return { message: TEXT.timeout, kind: 'timeout' };
    case 'http':
      return error.status === undefined ? { message: TEXT.otherwise, kind: 'unknown' } : { message: TEXT.http(error.status), kind: 'http', status: error.status };
  }
}
