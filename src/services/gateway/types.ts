import type { ApiCode, ApiRequest, ApiResponse } from '@schemas/api/contract.gen';

export type { ApiCode, ApiRequest, ApiResponse };

/** The envelope every gateway answer carries. */
export interface GatewayEnvelope<T = unknown> {
  rspCode: string;
  rspMsg: string;
  apiCode: string;
  data: T;
}

/** Per-call options. */
export interface CallOptions {
  /** Show the 加载中... toast (mask clicks blocked) while the call runs. */
  loading?: boolean;
  /** Leave out the appToken header even when a token exists. */
  noToken?: boolean;
  /** Do not show the catalogue dialog on failure; the caller handles the rejection. */
  silent?: boolean;
  /**
   * The caller shows this call's own failure (a refusal such as 订单 X 不存在, the network), so the
   * catalogue opens no dialog for it. Unlike `silent`, answers about the whole app keep theirs: 9991
   * (then /my/bill), 9992's freeze dialog, an ended session.
   */
  showsFailure?: boolean;
  /** Writes with the same key are merged in flight and deduplicated by the server. */
  idempotencyKey?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/** What went wrong: a business rspCode, an ended session, the network, a timeout, an HTTP status, a cancelled call, or anything else. */
export type GatewayErrorKind = 'business' | 'session' | 'network' | 'timeout' | 'http' | 'canceled' | 'unknown';

/** The error every failed call rejects with; `message` is the catalogue text shown to the user. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: GatewayErrorKind,
    readonly rspCode?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** How the gateway talks to the user and the rest of the app; injected so services stay UI-free. */
export interface GatewayHost {
  /** The current token, if any. */
  getToken(): string | undefined;
  /** Extra headers (DL_CHANNEL, APP_OS, APP_VERSION, and in shells version, versionNum, bundleId). */
  getHeaders(): Record<string, string>;
  /** The current route hash (pathname + search), part of the in-flight merge key. */
  getRouteKey(): string;
  /** Shows a modal message and resolves when dismissed. */
  alert(message: string): Promise<void>;
  toast(message: string, durationMs?: number): void;
  /** Shows the loading toast; returns a function that hides it. */
  showLoading(): () => void;
  /** Session error (0004/0005/用户不存在): log out locally and tell the native app. */
  onSessionExpired(): void;
  /** 9991: go to /my/bill after the dialog. */
  onBillOverdue(): void;
  /** 未找到对应会员开卡记录: ask the native app to reload the user. */
  onMemberRecordMissing(): void;
  /**
   * rspCode 9992 (POINTS_FROZEN_CODE): part of the user's points are frozen; show the freeze dialog with
   * rspMsg as its note and the optional data.redirectUrl. Without it the gateway shows rspMsg in a dialog.
   */
  onPointsFrozen?(message: string, redirectUrl?: string): void;
}

/** The one gateway client. */
export interface Gateway {
  call<C extends ApiCode>(apiCode: C, fields: ApiRequest<C>, options?: CallOptions): Promise<ApiResponse<C>>;
  /** Untyped escape hatch for schema-driven data sources (apiCode and params come from JSON). */
  callRaw(apiCode: string, fields: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /** Like callRaw, but POSTs to another gateway path (BA004 goes to /utd/file/base64). */
  callPath(path: string, apiCode: string, fields: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /**
   * GETs a file (with the gateway headers) and resolves with its bytes; an HTTP failure shows the toast
   * 文件下载失败：HTTP 状态码 {status} and rejects.
   */
  downloadFile(url: string): Promise<Blob>;
}
