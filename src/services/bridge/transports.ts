import type { Shell } from './types';

/** Name of the webview_flutter JavaScript channel the Flutter host registers. */
export const FLUTTER_CHANNEL = 'QshBridge';
/** Name of the flutter_inappwebview handler the Flutter host registers. */
export const INAPPWEBVIEW_HANDLER = 'qshBridge';

/** The globals the native SDKs inject, as far as the bridge uses them. */
export interface NativeGlobals {
  [FLUTTER_CHANNEL]?: { postMessage(message: string): void };
  flutter_inappwebview?: { callHandler(name: string, ...args: unknown[]): Promise<unknown> };
  uni?: { postMessage(message: { data: unknown }): void };
  webUni?: { postMessage(message: { data: unknown }): void };
}

/** Sends one encoded envelope; a reply returned directly by the host (inappwebview) goes to `onReply`. */
export type Send = (json: string) => void;

function flutterSender(win: Window & NativeGlobals, onReply: (raw: unknown) => void): (json: string) => boolean {
  return (json) => {
    const channel = win[FLUTTER_CHANNEL];
    if (channel && typeof channel.postMessage === 'function') {
      channel.postMessage(json);
      return true;
    }
    const inapp = win.flutter_inappwebview;
    if (inapp && typeof inapp.callHandler === 'function') {
      void Promise.resolve(inapp.callHandler(INAPPWEBVIEW_HANDLER, json)).then(
        (reply) => reply !== undefined && reply !== null && onReply(reply),
        () => undefined,
      );
      return true;
    }
    return false;
  };
}

function uniSender(win: Window & NativeGlobals): (json: string) => boolean {
  return (json) => {
    const sdk = win.uni && typeof win.uni.postMessage === 'function' ? win.uni : win.webUni;
    if (!sdk || typeof sdk.postMessage !== 'function') return false;
    sdk.postMessage({ data: { qshBridge: json } });
    return true;
  };
}

/**
 * The outgoing half of an adapter: tries the shell's SDK at once, otherwise queues until the SDK's
 * ready event (flutterInAppWebViewPlatformReady, UniAppJSBridgeReady) and flushes then.
 */
export function createSend(win: Window, shell: Exclude<Shell, 'browser'>, onReply: (raw: unknown) => void): Send {
  const native = win as Window & NativeGlobals;
  const trySend = shell === 'flutter' ? flutterSender(native, onReply) : uniSender(native);
  const readyEvent = shell === 'flutter' ? 'flutterInAppWebViewPlatformReady' : 'UniAppJSBridgeReady';
  const queue: string[] = [];
  const flush = () => {
    while (queue.length > 0 && trySend(queue[0] ?? '')) queue.shift();
  };
  win.addEventListener(readyEvent, flush);
  win.document.addEventListener(readyEvent, flush);
  return (json) => {
    flush();
    if (queue.length > 0 || !trySend(json)) queue.push(json);
  };
}
