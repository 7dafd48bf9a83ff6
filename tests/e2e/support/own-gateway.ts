import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPhoneContext, type ShellName } from './browser';
import { installFakeHost } from './fake-host';
import { startLoggedIn, type Session } from './session';

/**
 * Helpers of the browser files that run a gateway of their own (they change demo data the files
 * sharing the suite's gateway must not see): a direct gateway call, a phone page in a shell logged
 * in as a session, and the pay-password keypad.
 */

/** Calls the gateway directly (to set up or check data); throws unless it answers 0000. */
export async function gatewayCall<T>(baseUrl: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/utd/gateway`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { appToken: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { rspCode: string; rspMsg: string; data: T };
  if (envelope.rspCode !== '0000') throw new Error(`[e2e] ${String(body.apiCode)} answered ${envelope.rspCode} ${envelope.rspMsg}`);
  return envelope.data;
}

/**
 * A phone page in the shell, logged in as the session (the fake native host answers its key login
 * in the app shells); a guest page without one. The context is added to `contexts` to be closed.
 */
export async function openPhonePage(browser: Browser, baseUrl: string, shell: ShellName, session: Session | undefined, contexts: BrowserContext[]): Promise<Page> {
  const context = await newPhoneContext(browser, shell, { baseURL: baseUrl });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  if (shell !== 'browser') await installFakeHost(context, shell, { replies: session ? { getKeyLoginResponse: { token: session.token, userInfo: session.userInfo } } : {} });
  if (session) await startLoggedIn(context, session);
  return context.newPage();
}

/** Taps the digits on the open pay-password keypad. */
export async function enterPayPassword(page: Page, digits: string): Promise<void> {
  const keypad = page.getByRole('dialog', { name: '请输入支付密码' });
  await keypad.waitFor();
  for (const d of digits) await keypad.getByRole('button', { name: d, exact: true }).tap();
}
