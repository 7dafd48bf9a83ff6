import type { BrowserContext } from 'playwright-core';

interface Envelope<T> {
  rspCode: string;
  rspMsg: string;
  data: T;
}

export interface Session {
  token: string;
  userInfo: unknown;
}

async function call<T>(baseUrl: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/utd/gateway`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.rspCode !== '0000') throw new Error(`[e2e] ${String(body.apiCode)} answered ${envelope.rspCode} ${envelope.rspMsg}`);
  return envelope.data;
}

/** Logs a phone in through the gateway (BA002 demo code, then BA003), as the login page would. */
export async function logIn(baseUrl: string, phone: string): Promise<Session> {
  const sms = await call<{ devCode?: string }>(baseUrl, { apiCode: 'BA002', phone, scene: 'LOGIN' });
  if (!sms.devCode) throw new Error('[e2e] BA002 returned no devCode: is the gateway in demo mode?');
  const login = await call<{ appToken: string; userInfo: unknown }>(baseUrl, { apiCode: 'BA003', phone, smsCode: sms.devCode });
  return { token: login.appToken, userInfo: login.userInfo };
}

/**
 * Starts the context's pages logged in: the token and user info go into local storage (keys
 * qsh.token, qsh.userInfo) before the first load of the origin, once, so a later logout sticks.
 */
export async function startLoggedIn(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(({ token, userInfo }) => {
    if (localStorage.getItem('e2e.seeded') !== null) return;
    localStorage.setItem('e2e.seeded', '1');
    localStorage.setItem('qsh.token', token);
    localStorage.setItem('qsh.userInfo', JSON.stringify(userInfo));
  }, session);
}
