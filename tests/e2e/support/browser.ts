import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** The three ways the app runs: a plain mobile browser, or inside one of the two native shells. */
export type ShellName = 'browser' | 'flutter' | 'uni';
export const SHELLS: readonly ShellName[] = ['browser', 'flutter', 'uni'];

const BASE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** The user agent of each shell: the shells append their marker to the system web view's agent. */
export function userAgentFor(shell: ShellName): string {
  if (shell === 'flutter') return `${BASE_UA} qsh-flutter`;
  if (shell === 'uni') return `${BASE_UA} qsh-uni`;
  return BASE_UA;
}

export const PHONE = { width: 390, height: 844 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium; CI installs it with apt. Never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One headless Chromium (Playwright gives it a fresh temporary profile). Reuse it for a whole file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A new phone context for one test: 390x844, touch, zh-CN, Asia/Shanghai, the shell's user agent. */
export function newPhoneContext(browser: Browser, shell: ShellName, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { ...PHONE },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    userAgent: userAgentFor(shell),
    serviceWorkers: 'block',
    ...extra,
  });
}
