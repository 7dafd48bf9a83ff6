import type { BrowserContext, Page } from 'playwright-core';
import { initScript } from './page-script';

/**
 * A fake native host (Flutter or uni-app shell) injected before the app loads. It speaks the
 * protocol of docs/native-bridge.md: the page sends JSON envelopes `{v:1, id?, name, payload?}`
 * through `window.QshBridge.postMessage(json)` (Flutter) or `uni.postMessage({data:{qshBridge:json}})`
 * (uni-app, available after UniAppJSBridgeReady); the host answers by calling
 * `window.__qshBridgeReceive(json)` with `{v:1, id?, name, value}`.
 */
export type HostShell = 'flutter' | 'uni';
/** answering: replies to every request; silent: records requests and never replies. */
export type HostMode = 'answering' | 'silent';

/** One message the page sent to the host. `at` is performance.now() in the page. */
export interface SentMessage {
  name: string;
  id?: string;
  payload?: unknown;
  at: number;
}

export interface FakeHostOptions {
  mode?: HostMode;
  /** Replies by request name; defaults below. A reply of undefined is sent as a missing value. */
  replies?: Record<string, unknown>;
}

export const DEFAULT_REPLIES: Readonly<Record<string, unknown>> = {
  getAppChannel: 'C004',
  getKeyLoginResponse: '',
  getAppStore: 'huawei',
  appVersion: 'v3.1.0',
  getBundleId: 'com.qsh.app',
};

interface HostArgs {
  shell: HostShell;
  mode: HostMode;
  replies: Record<string, unknown>;
}

interface HostState {
  sent: SentMessage[];
  /** performance.now() when the app first put something into #root. */
  mountedAt?: number;
  deliver(envelope: { name: string; id?: string; value?: unknown }): void;
}

declare global {
  interface Window {
    __fakeHost?: HostState;
    __qshBridgeReceive?: (raw: unknown) => void;
    QshBridge?: { postMessage(message: string): void };
    uni?: { postMessage(message: { data: unknown }): void };
  }
}

/** Runs in the page before any app script (serialised by Playwright: keep it self-contained). */
function hostScript({ shell, mode, replies }: HostArgs): void {
  if (window.top !== window) return;
  const state: HostState = {
    sent: [],
    deliver(envelope) {
      // A real host evaluates `__qshBridgeReceive(<JSON string literal>)`: the message is JSON-encoded twice.
      const literal = JSON.stringify(JSON.stringify({ v: 1, ...envelope }));
      window.__qshBridgeReceive?.(JSON.parse(literal) as string);
    },
  };
  window.__fakeHost = state;
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    const observer = new MutationObserver(() => {
      if (root.childElementCount === 0) return;
      state.mountedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(root, { childList: true });
  });
  const onMessage = (json: string) => {
    const envelope = JSON.parse(json) as { name: string; id?: string; payload?: unknown };
    state.sent.push({ name: envelope.name, id: envelope.id, payload: envelope.payload, at: performance.now() });
    if (mode === 'silent' || envelope.id === undefined) return;
    const id = envelope.id;
    setTimeout(() => state.deliver({ id, name: envelope.name, value: replies[envelope.name] }), 5);
  };
  if (shell === 'flutter') {
    window.QshBridge = { postMessage: onMessage };
    return;
  }
  document.addEventListener('DOMContentLoaded', () => {
    window.uni = {
      postMessage(message) {
        const data = message.data as { qshBridge?: unknown };
        if (typeof data.qshBridge === 'string') onMessage(data.qshBridge);
      },
    };
    document.dispatchEvent(new Event('UniAppJSBridgeReady'));
  });
}

/** Installs the fake host in every page of the context (call before the first navigation). */
export async function installFakeHost(context: BrowserContext, shell: HostShell, options: FakeHostOptions = {}): Promise<void> {
  const args: HostArgs = { shell, mode: options.mode ?? 'answering', replies: { ...DEFAULT_REPLIES, ...options.replies } };
  await context.addInitScript(initScript(hostScript, args));
}

/** Every message the page has sent to the host so far, in order. */
export function sentMessages(page: Page): Promise<SentMessage[]> {
  return page.evaluate(() => window.__fakeHost?.sent ?? []);
}

/** When the app mounted (performance.now() in the page), once it has. */
export async function mountedAt(page: Page, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(() => window.__fakeHost?.mountedAt, undefined, { timeout });
  return (await handle.jsonValue()) as number;
}

/** Waits until the page has sent a message with this name; resolves with it. */
export async function waitForSent(page: Page, name: string, timeout = 15_000): Promise<SentMessage> {
  const handle = await page.waitForFunction((n) => window.__fakeHost?.sent.find((m) => m.name === n), name, { timeout });
  return (await handle.jsonValue()) as SentMessage;
}

/** Sends a native-initiated message (getH5Url, reloadUrl, h5GoBack, tabbarShow, ...) to the page. */
export async function sendToPage(page: Page, name: string, value?: unknown): Promise<void> {
  await page.evaluate(({ n, v }) => window.__fakeHost?.deliver({ name: n, value: v }), { n: name, v: value });
}
