import { vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { GatewayHost } from './types';

/** A GatewayHost whose every member is a spy; alerts stay open until `closeAlerts()`. */
export function fakeHost(token: string | undefined = 'tok-1') {
  let closers: (() => void)[] = [];
  const host = {
    getToken: vi.fn((): string | undefined => token),
    getHeaders: vi.fn(() => ({ DL_CHANNEL: 'C004', APP_OS: 'ANDROID' })),
    getRouteKey: vi.fn(() => '/home'),
    alert: vi.fn(() => new Promise<void>((resolve) => closers.push(resolve))),
    toast: vi.fn(),
    showLoading: vi.fn(() => hide),
    onSessionExpired: vi.fn(),
    onBillOverdue: vi.fn(),
    onMemberRecordMissing: vi.fn(),
  } satisfies GatewayHost;
  const hide = vi.fn();
  const closeAlerts = async () => {
    const pending = closers;
    closers = [];
    pending.forEach((close) => close());
    await new Promise((r) => setTimeout(r, 0));
  };
  return { host, hide, closeAlerts };
}

/** One request as the fake server saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

type Reply = { status: number; data: unknown } | { error: 'network' | 'timeout' };

/** An axios adapter answering from `reply`, recording requests; `hold` keeps answers until `release()`. */
export function fakeServer(reply: (req: SeenRequest) => Reply) {
  const seen: SeenRequest[] = [];
  let held: (() => void)[] = [];
  let holding = false;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const req: SeenRequest = {
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      method: (config.method ?? '').toUpperCase(),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {},
      headers: Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)])),
    };
    seen.push(req);
    const answer = () => {
      const r = reply(req);
      if ('error' in r) {
        return Promise.reject(
          r.error === 'network'
            ? new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
            : new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config),
        );
      }
      const response = { data: r.data, status: r.status, statusText: '', headers: {}, config };
      if (r.status >= 400) {
        return Promise.reject(
          new AxiosError(`Request failed with status code ${r.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response),
        );
      }
      return Promise.resolve(response);
    };
    if (!holding) return answer();
    return new Promise((resolve, reject) => held.push(() => answer().then(resolve, reject)));
  };
  return {
    adapter,
    seen,
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      const pending = held;
      held = [];
      pending.forEach((go) => go());
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

export const envelope = (rspCode: string, rspMsg = '', data: unknown = null) => ({
  status: 200,
  data: { rspCode, rspMsg, apiCode: 'X', data },
});
