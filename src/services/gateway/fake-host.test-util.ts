import { vi } from 'vitest';
import type { GatewayHost } from './types';
import type { FetchLike } from './wire';

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

type Reply = { status: number; data: unknown; headers?: Record<string, string> } | { error: 'network' | 'timeout' };

/**
 * A fetch answering from `reply`, recording requests; `hold` keeps answers until `release()`.
 * `network` fails as fetch does without a connection; `timeout` never answers, so the client's
 * timer (or the caller's cancel) ends the call.
 */
export function fakeServer(reply: (req: SeenRequest) => Reply) {
  const seen: SeenRequest[] = [];
  let held: (() => void)[] = [];
  let holding = false;
  const fetch: FetchLike = (url, init) => {
    const req: SeenRequest = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    seen.push(req);
    const signal = init.signal;
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail, { once: true });
    });
    const answer = (): Promise<Response> => {
      const r = reply(req);
      if ('error' in r) return r.error === 'network' ? Promise.reject(new TypeError('Failed to fetch')) : aborted;
      return Promise.resolve(new Response(typeof r.data === 'string' ? r.data : JSON.stringify(r.data), { status: r.status, headers: { 'Content-Type': 'application/json', ...r.headers } }));
    };
    if (!holding) return Promise.race([answer(), aborted]);
    return Promise.race([new Promise<Response>((resolve, reject) => held.push(() => answer().then(resolve, reject))), aborted]);
  };
  return {
    fetch,
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
