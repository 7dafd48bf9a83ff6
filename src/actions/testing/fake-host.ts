import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Shell } from '@/services/bridge/types';
import { RootStore, memoryStorage, STORAGE_KEYS } from '@/stores';
import type { ActionHost } from '../host';

/** One recorded host effect: its name and arguments. */
export type Call = [name: string, ...args: unknown[]];

/** A recorded gateway request. */
export interface GatewayRequest {
  apiCode: string;
  fields: Record<string, unknown>;
  raw: boolean;
}

/** How the fake host is set up. */
export interface FakeHostOptions {
  shell?: Shell;
  /** undefined: guest; otherwise logged in with this flow ('none' = logged in without user info). */
  flow?: 'IDCARD' | 'INFO' | 'FINISH' | 'none';
  /** What the confirm dialog answers (default true). */
  confirmAnswer?: boolean;
  /** The URL gate (default: https URLs on *.example.com). */
  isUrlAllowed?: (url: string) => boolean;
  /** Gateway answers per apiCode: a value, or a function of the fields (may throw or return a promise). */
  answers?: Record<string, unknown | ((fields: Record<string, unknown>) => unknown)>;
  currentPath?: string;
}

function collectRoutes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return collectRoutes(full);
    if (!entry.name.endsWith('.json')) return [];
    const page = JSON.parse(readFileSync(full, 'utf8')) as { route?: { path?: string } };
    return page.route?.path ? [page.route.path] : [];
  });
}

/** Every route path of schemas/pages (the real route table). */
export const ROUTES: readonly string[] = collectRoutes(join(process.cwd(), 'schemas/pages'));

/** Whether `path` matches a route, `:param` segments matching any one segment. */
export function matchesRoute(path: string, routes: readonly string[] = ROUTES): boolean {
  const parts = path.split('/');
  return routes.some((route) => {
    const r = route.split('/');
    return r.length === parts.length && r.every((seg, i) => seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]);
  });
}

function defaultGate(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (u.hostname === 'example.com' || u.hostname.endsWith('.example.com'));
  } catch {
    return false;
  }
}

/** A host that records every effect, with a real RootStore. */
export interface FakeHost extends ActionHost {
  /** Effects in order, reports excluded. */
  calls: Call[];
  reports: Array<{ message: string; detail: unknown }>;
  requests: GatewayRequest[];
}

/** Builds a fresh fake host and RootStore for one test. */
export function createFakeHost(options: FakeHostOptions = {}): FakeHost {
  const { shell = 'browser', flow, confirmAnswer = true, isUrlAllowed = defaultGate, answers = {}, currentPath = '/' } = options;
  const calls: Call[] = [];
  const reports: FakeHost['reports'] = [];
  const requests: GatewayRequest[] = [];
  const answer = async (apiCode: string, fields: Record<string, unknown>, raw: boolean): Promise<unknown> => {
    requests.push({ apiCode, fields, raw });
    await Promise.resolve();
    const a = answers[apiCode];
    return typeof a === 'function' ? (a as (f: Record<string, unknown>) => unknown)(fields) : a ?? {};
  };
  const gateway = {
    call: (apiCode: string, fields: Record<string, unknown>) => answer(apiCode, fields, false),
    callRaw: (apiCode: string, fields: Record<string, unknown>) => answer(apiCode, fields, true),
  } as unknown as ActionHost['gateway'];
  const initial: Record<string, string> = {};
  if (flow !== undefined) {
    initial[STORAGE_KEYS.token] = 'tok-1';
    if (flow !== 'none') initial[STORAGE_KEYS.userInfo] = JSON.stringify({ id: 'u1', flow });
  }
  const stores = new RootStore({ storage: memoryStorage(initial), gateway, app: { variant: 'official', shell } });
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args]);
  return {
    calls,
    reports,
    requests,
    stores,
    gateway,
    bridge: {
      shell,
      post: (name: string, payload?: unknown) => void calls.push(payload === undefined ? ['bridge', name] : ['bridge', name, payload]),
      request: async (name: string) => {
        calls.push(['bridgeRequest', name]);
        return undefined;
      },
    } as ActionHost['bridge'],
    navigate: (path, opts) => void calls.push(opts ? ['navigate', path, opts] : ['navigate', path]),
    back: record('back'),
    routeExists: (path) => matchesRoute(path),
    currentPath: () => currentPath,
    confirm: async (opts) => {
      calls.push(['confirm', opts]);
      return confirmAnswer;
    },
    alert: async (...args) => void record('alert')(...args),
    toast: record('toast'),
    isUrlAllowed,
    openExternal: record('openExternal'),
    recordVisit: record('recordVisit'),
    clearCache: record('clearCache'),
    report: (message, detail) => void reports.push({ message, detail }),
  };
}
