import { parseAppVersion } from '@/lib/app-version';
import { LOG_PREFIX } from './create-bridge';
import type { Bridge } from './types';

/** Default handshake deadline (spec: about 10000 ticks of 1 ms). */
export const HANDSHAKE_TIMEOUT_MS = 10000;

/** What the native app reported during the handshake; absent values were not received. */
export interface HandshakeResult {
  channel?: string;
  /** The raw getKeyLoginResponse reply: pass it to interpretLoginReply. */
  loginReply?: unknown;
  appStore?: string;
  appVersion?: string;
  /** appVersion as a number ('v1.2.3' -> 123). */
  appVersionNum?: number;
  /** True when the deadline passed before all four replies arrived. */
  timedOut: boolean;
}

export interface HandshakeOptions {
  /** The current page URL, sent with getAppChannel. */
  url: string;
  timeoutMs?: number;
  logger?: Pick<Console, 'warn'>;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The startup handshake: getAppChannel{url}, getKeyLoginResponse, getAppStore and appVersion, strictly one
 * after another, each sent once and awaited. Resolves with the replies; after the deadline it logs a
 * warning and resolves with what it has (timedOut: true) and sends nothing more. Never rejects.
 */
export async function runHandshake(bridge: Bridge, options: HandshakeOptions): Promise<HandshakeResult> {
  const timeoutMs = options.timeoutMs ?? HANDSHAKE_TIMEOUT_MS;
  const result: HandshakeResult = { timedOut: false };
  let stopped = false;
  const steps = async () => {
    const channel = await bridge.request('getAppChannel', { url: options.url });
    if (stopped) return;
    result.channel = text(channel);
    const login = await bridge.request('getKeyLoginResponse');
    if (stopped) return;
    result.loginReply = login;
    const store = await bridge.request('getAppStore');
    if (stopped) return;
    result.appStore = text(store);
    const version = text(await bridge.request('appVersion'));
    if (stopped) return;
    result.appVersion = version;
    result.appVersionNum = version ? parseAppVersion(version) : undefined;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([steps().then(() => 'done' as const), deadline]);
  clearTimeout(timer);
  stopped = true;
  if (outcome === 'timeout') {
    (options.logger ?? console).warn(`${LOG_PREFIX} handshake timed out after ${timeoutMs} ms; mounting with`, { ...result });
    return { ...result, timedOut: true };
  }
  return { ...result };
}

/** Agreement and download pages mount at once, without waiting for the native shell. */
export function shouldMountImmediately(pathname: string): boolean {
  return pathname.includes('agreement') || pathname.includes('download');
}

/** Asks the app for its bundle id (after mount); undefined in a browser or when the app sends none. */
export async function requestBundleId(bridge: Bridge): Promise<string | undefined> {
  return text(await bridge.request('getBundleId'));
}
