/** The operator console's calls to /ops/api/* (cookie session + CSRF token on writes). */
export interface Operator {
  id: number;
  username: string;
  role: 'editor' | 'publisher';
}
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}
export interface VersionRow {
  version: number;
  hash: string;
  createdBy: string;
  createdAt: number;
}
export interface PublicationRow {
  id: number;
  version: number;
  start: number | null;
  end: number | null;
  publishedBy: string;
  publishedAt: number;
  rolledBackAt: number | null;
}
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}
export interface AuditRow {
  id: number;
  operator: string;
  action: string;
  route: string | null;
  version: number | null;
  detail: string | null;
  at: number;
}
export interface ReportRow {
  route: string;
  /** The published version the reports came from (null: the bundled page; 0: a draft preview). */
  version: number | null;
  count: number;
  last: number;
  message: string;
  liveVersion: number | null;
}

export class OpsError extends Error {
  constructor(message: string, readonly status: number, readonly problems: Problem[] = []) {
    super(message);
  }
}

let csrfToken = '';

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/ops/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken } : {},
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => ({}))) as T & { error?: string; problems?: Problem[] };
  if (!res.ok) throw new OpsError(json.error ?? `请求失败（HTTP ${res.status}）`, res.status, json.problems ?? []);
  return json;
}

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const opsApi = {
  async login(username: string, password: string): Promise<Operator> {
    const r = await send<{ csrfToken: string; operator: Operator }>('POST', '/login', { username, password });
    csrfToken = r.csrfToken;
    return r.operator;
  },
  /** The current session (after a reload), or null. */
  async me(): Promise<Operator | null> {
    try {
      const r = await send<{ csrfToken: string; operator: Operator }>('GET', '/me');
      csrfToken = r.csrfToken;
      return r.operator;
    } catch {
      return null;
    }
  },
  logout: () => send<{ ok: true }>('POST', '/logout', {}),
  check: (route: string, page: unknown) => send<{ problems: Problem[] }>('POST', '/check', { route, page }),
  saveDraft: (route: string, page: unknown) => send<{ version: number; hash: string; problems: Problem[] }>('POST', '/drafts', { route, page }),
  publish: (body: { route: string; page?: unknown; version?: number; start?: string; end?: string }) =>
    send<{ route: string; version: number; hash: string; start: number | null; end: number | null }>('POST', '/publish', body),
  preview: (page: unknown) => send<{ hash: string }>('POST', '/preview', { page }),
  previewSession: (persona: 'info' | 'finish') => send<{ persona: string; phone: string; token: string }>('POST', '/preview-session', { persona }),
  rollback: (route: string) => send<{ withdrawn: number; live: number | null }>('POST', '/rollback', { route }),
  pages: () => send<{ pages: { route: string; versions: number; live: number | null }[]; serverTime: number }>('GET', '/pages'),
  versions: (route: string) => send<{ versions: VersionRow[]; publications: PublicationRow[]; live: number | null; serverTime: number }>('GET', `/versions?${q({ route })}`),
  version: (route: string, version: number) => send<{ page: unknown }>('GET', `/version?${q({ route, version })}`),
  diff: (route: string, from: number, to: number) => send<{ lines: DiffLine[] }>('GET', `/diff?${q({ route, from, to })}`),
  audit: () => send<{ entries: AuditRow[] }>('GET', '/audit'),
  reports: () => send<{ routes: ReportRow[] }>('GET', '/reports'),
};
