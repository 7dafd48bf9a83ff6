import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newPhoneContext, type ShellName } from './browser';
import { installFakeHost } from './fake-host';
import { startGateway, type Gateway } from './server';
import { logIn, startLoggedIn, type Session } from './session';

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

const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

/** What a browser file with a gateway of its own uses: set up before its tests (ownGatewayFile). */
export interface OwnGateway {
  /** The gateway's base URL. */
  readonly url: string;
  /** The file's user, logged in through the gateway. */
  readonly demo: Session;
  /** Calls the gateway directly (gatewayCall). */
  call<T>(body: Record<string, unknown>, token?: string): Promise<T>;
  /** A phone page in the shell, logged in as the session, or a guest's (openPhonePage). */
  open(shell: ShellName, session?: Session): Promise<Page>;
  /**
   * Puts the gateway's clock `ms` ahead of the system clock (0 puts it back): bills fall due, a
   * loan's review ends. Sessions last 7 days on that clock (log in again after a longer jump).
   */
  clockAhead(ms: number): void;
}

/**
 * Registers the hooks of a browser file that runs a gateway of its own: before its tests, a copy of
 * dist/ named after the file, a gateway on it, a browser, and `phone` logged in; after each test, the
 * contexts its tests opened are closed; after the file, the browser and gateway are stopped and the
 * copy removed. Read the returned fields inside tests and hooks (they exist once set up).
 */
export function ownGatewayFile(name: string, phone: string): OwnGateway {
  let gateway: Gateway | undefined;
  let browser: Browser | undefined;
  let demo: Session | undefined;
  let distCopy: string | undefined;
  const contexts: BrowserContext[] = [];
  let ahead = 0;
  beforeAll(async () => {
    distCopy = await mkdtemp(join(tmpdir(), `qsh-e2e-${name}-`));
    await cp(dist, distCopy, { recursive: true });
    gateway = await startGateway(distCopy, () => Date.now() + ahead);
    browser = await launchBrowser();
    demo = await logIn(gateway.url, phone);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
    if (distCopy) await rm(distCopy, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`[e2e] ${name}: the ${what} is read before the file's set-up`);
    return value;
  };
  const own: OwnGateway = {
    get url() {
      return ready(gateway, 'gateway').url;
    },
    get demo() {
      return ready(demo, 'session');
    },
    call: <T>(body: Record<string, unknown>, token?: string) => gatewayCall<T>(own.url, body, token),
    open: (shell, session) => openPhonePage(ready(browser, 'browser'), own.url, shell, session, contexts),
    clockAhead: (ms) => {
      ahead = ms;
    },
  };
  return own;
}

/** Taps the digits on the open pay-password keypad. */
export async function enterPayPassword(page: Page, digits: string): Promise<void> {
  const keypad = page.getByRole('dialog', { name: '请输入支付密码' });
  await keypad.waitFor();
  for (const d of digits) await keypad.getByRole('button', { name: d, exact: true }).tap();
}
