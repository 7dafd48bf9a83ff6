/** Shared by `npm run pages:publish` and `npm run pages:rollback`: logs in as OPS_USER / OPS_PASSWORD at GATEWAY_URL. */
export interface OpsClient {
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

export const gatewayUrl = (env: NodeJS.ProcessEnv = process.env) => (env.GATEWAY_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');

/** The settings that make `opsLogin` log in as the seeded demo publisher (docs/operators.md) at `url`; for the tests and the bench, never for production. */
export const demoPublisher = (url: string): NodeJS.ProcessEnv => ({ GATEWAY_URL: url, OPS_USER: 'ops', OPS_PASSWORD: 'ops-demo-2026' });

export async function opsLogin(env: NodeJS.ProcessEnv = process.env): Promise<OpsClient> {
  const base = gatewayUrl(env);
  const username = env.OPS_USER;
  const password = env.OPS_PASSWORD;
  if (!username || !password) throw new Error('Set OPS_USER and OPS_PASSWORD (the demo operator is in docs/operators.md).');
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/ops/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { error: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  };
  const login = await post('/login', { username, password });
  if (login.status !== 200 || typeof login.body.token !== 'string') throw new Error(`login as ${username} failed: ${String(login.body.error ?? login.status)}`);
  const token = login.body.token;
  return { post: (path, body) => post(path, body, token) };
}
