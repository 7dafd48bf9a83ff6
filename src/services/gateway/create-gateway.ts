import { apiMeta } from '@schemas/api/meta.gen';
import { noteServerTime } from '@/lib/server-clock';
import { classifyEnvelope, describeTransportError, TEXT } from './catalogue';
import { createDialogGuard } from './dialog-guard';
import { stableStringify } from './stable-key';
import { GatewayError } from './types';
import { readJson, wireRequest, type FetchLike } from './wire';
import type { ApiCode, ApiRequest, ApiResponse, CallOptions, Gateway, GatewayHost } from './types';

/** Path of every gateway call. */
export const GATEWAY_PATH = '/utd/gateway';
/** The gateway's clock on every answer (epoch ms; server/app.ts). */
export const SERVER_TIME_HEADER = 'x-server-time';
/** Default request timeout. */
export const DEFAULT_TIMEOUT_MS = 30000;

/** How to reach the gateway. */
export interface GatewayOptions {
  /** Origin (and optional prefix) of the gateway; '' for the page's own origin. */
  baseURL: string;
  timeoutMs?: number;
  /** Replaces the browser's fetch (tests). */
  fetch?: FetchLike;
}

/**
 * True when the contract marks the apiCode as a write. Codes missing from the contract count as
 * writes, so an unknown call is never merged with another.
 */
export function isWriteApi(apiCode: string): boolean {
  const entry = apiMeta[apiCode];
  return entry ? entry.write === true : true;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new GatewayError(TEXT.canceled, 'canceled'));
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new GatewayError(TEXT.canceled, 'canceled')), { once: true });
    promise.then(resolve, reject);
  });
}

/** Creates the one gateway client; see docs/platform-services.md for the error catalogue. */
export function createGateway(host: GatewayHost, options: GatewayOptions): Gateway {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // An absolute URL (a file download's, `https://…` or `//…`) is used as it is; a path is joined to baseURL with one slash.
  const urlOf = (path: string) =>
    /^([a-z][a-z\d+.-]*:)?\/\//i.test(path) || !options.baseURL ? path : `${options.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const guard = createDialogGuard(host);
  const inFlight = new Map<string, Promise<unknown>>();

  function fail(error: GatewayError, silent: boolean, dialog: string | undefined, after?: () => void): never {
    if (dialog !== undefined && !silent) {
      void guard.alertOnce(dialog).then(after);
    } else {
      after?.();
    }
    throw error;
  }

  async function send(path: string, apiCode: string, body: Record<string, unknown>, opts: CallOptions, merged: boolean) {
    const silent = opts.silent === true;
    // The call's own failure: not shown when the caller shows it. Answers about the whole app (9991, 9992, session) follow `silent` alone.
    const ownFailureSilent = silent || opts.showsFailure === true;
    const token = opts.noToken ? undefined : host.getToken();
    const headers = { ...host.getHeaders(), ...(token ? { appToken: token } : {}) };
    let reply: unknown;
    try {
      const signal = merged ? undefined : opts.signal;
      const response = await wireRequest(fetchFn, urlOf(path), { method: 'POST', headers, body, timeoutMs, read: readJson, ...(signal ? { signal } : {}) });
      reply = response.data;
      noteServerTime(Number(response.headers.get(SERVER_TIME_HEADER) ?? undefined));
    } catch (error) {
      const { message, kind, status } = describeTransportError(error);
      return fail(new GatewayError(message, kind, undefined, status), ownFailureSilent || kind === 'canceled', message);
    }
    const outcome = classifyEnvelope(apiCode, reply);
    switch (outcome?.type) {
      case 'ok':
        return outcome.data;
      case 'member-record-missing':
        host.onMemberRecordMissing();
        return outcome.data;
      case 'bill-overdue':
        return fail(new GatewayError(outcome.message, 'business', '9991'), silent, outcome.message, () => host.onBillOverdue());
      case 'points-frozen':
        if (host.onPointsFrozen && !silent) host.onPointsFrozen(outcome.message, outcome.redirectUrl);
        return fail(new GatewayError(outcome.message, 'business', '9992'), silent || !!host.onPointsFrozen, outcome.message);
      case 'session': {
        const error = new GatewayError(TEXT.relogin, 'session');
        if (!guard.claimSessionEnd(token)) throw error;
        // Not the call's failure but the app's: said even to a silent call (spec §8; AP224 excepted), once for all calls that see it.
        return fail(error, !outcome.dialog, TEXT.relogin, () => host.onSessionExpired());
      }
      case 'failure':
        return fail(new GatewayError(outcome.message, 'business', outcome.rspCode), ownFailureSilent, outcome.message);
      default:
        return fail(new GatewayError(TEXT.otherwise, 'unknown'), ownFailureSilent, TEXT.otherwise);
    }
  }

  function request(path: string, apiCode: string, fields: Record<string, unknown>, opts: CallOptions = {}): Promise<unknown> {
    const body = { ...fields, apiCode, ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}) };
    const mergeable = !isWriteApi(apiCode) || opts.idempotencyKey !== undefined;
    const hideLoading = opts.loading ? host.showLoading() : undefined;
    let wire: Promise<unknown>;
    if (mergeable) {
      const key = stableStringify(['POST', path, {}, body, host.getRouteKey(), opts.noToken === true, opts.silent === true, opts.showsFailure === true]);
      wire =
        inFlight.get(key) ??
        send(path, apiCode, body, opts, true).finally(() => {
          inFlight.delete(key);
        });
      inFlight.set(key, wire);
    } else {
      wire = send(path, apiCode, body, opts, false);
    }
    const result = abortable(wire, mergeable ? opts.signal : undefined);
    return hideLoading ? result.finally(hideLoading) : result;
  }

  async function downloadFile(url: string): Promise<Blob> {
    const token = host.getToken();
    try {
      const headers = { ...host.getHeaders(), ...(token ? { appToken: token } : {}) };
      const response = await wireRequest(fetchFn, urlOf(url), { method: 'GET', headers, timeoutMs, read: (r) => r.blob() });
      return response.data;
    } catch (error) {
      const { message, kind, status } = describeTransportError(error);
      const text = kind === 'http' && status !== undefined ? TEXT.download(status) : message;
      host.toast(text);
      throw new GatewayError(text, kind, undefined, status);
    }
  }

  return {
    call: <C extends ApiCode>(apiCode: C, fields: ApiRequest<C>, opts?: CallOptions) =>
      request(GATEWAY_PATH, apiCode, fields as Record<string, unknown>, opts) as Promise<ApiResponse<C>>,
    callRaw: (apiCode, fields, opts) => request(GATEWAY_PATH, apiCode, fields, opts),
    callPath: (path, apiCode, fields, opts) => request(path, apiCode, fields, opts),
    downloadFile,
  };
}
