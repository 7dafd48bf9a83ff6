import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';
import { launchBrowser, newPhoneContext, type ShellName } from './browser';
import { installFakeHost, type FakeHostOptions } from './fake-host';
import { startLoggedIn, type Session } from './session';

export interface OpenOptions {
  host?: FakeHostOptions;
  session?: Session;
}

export interface Harness {
  readonly baseUrl: string;
  /** A fresh context and page for one test, in the given shell (with an answering fake host in a native shell). */
  open(shell: ShellName, options?: OpenOptions): Promise<Page>;
}

/** Playwright's wait for one element or event; a missing screen fails in seconds, not half a minute. */
const ACTION_TIMEOUT_MS = 10_000;

/** Prints the page's uncaught errors and console errors when the current test fails. */
function reportPageProblemsOnFailure(page: Page): void {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  onTestFailed(() => {
    if (problems.length > 0) console.error(`[e2e] page problems at ${page.url()}:\n  ${problems.join('\n  ')}`);
  });
}

/** In a native shell the login comes from the host: getKeyLoginResponse answers {token, userInfo} (or '' for a guest). */
function withLogin(host: FakeHostOptions = {}, session: Session | undefined): FakeHostOptions {
  if (!session) return host;
  return { ...host, replies: { getKeyLoginResponse: { token: session.token, userInfo: session.userInfo }, ...host.replies } };
}

/** One browser per file, a new context per test, every context closed after its test. */
export function setUpHarness(): Harness {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    async open(shell, options = {}) {
      if (!browser) throw new Error('[e2e] the browser is not running (open() called outside a test?)');
      const context = await newPhoneContext(browser, shell, { baseURL: baseUrl });
      contexts.push(context);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      if (shell !== 'browser') await installFakeHost(context, shell, withLogin(options.host, options.session));
      if (options.session) await startLoggedIn(context, options.session);
      const page = await context.newPage();
      reportPageProblemsOnFailure(page);
      return page;
    },
  };
}
