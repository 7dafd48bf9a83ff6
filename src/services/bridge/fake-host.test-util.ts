import { vi } from 'vitest';
import type { OutgoingEnvelope } from './envelope';

/** A minimal Window for the bridge: user agent, events, history, plus whatever native globals a test adds. */
export function fakeWindow(userAgent: string, globals: Record<string, unknown> = {}) {
  const win = Object.assign(new EventTarget(), {
    navigator: { userAgent },
    document: new EventTarget(),
    history: { length: 1, back: vi.fn() },
    ...globals,
  });
  return win as typeof win & Window & { __qshBridgeReceive: (raw: unknown) => void };
}

/** A fake webview_flutter host: records what the page sends; `answer` replies the way a host evaluating script would. */
export function fakeFlutterHost(autoAnswers: Record<string, unknown> = {}, delayMs?: number) {
  const sent: OutgoingEnvelope[] = [];
  const win = fakeWindow('Mozilla/5.0 (Linux; Android 14) qsh-flutter/3.0.3', {
    QshBridge: {
      postMessage: (json: string) => {
        const env = JSON.parse(json) as OutgoingEnvelope;
        sent.push(env);
        if (env.id && env.name in autoAnswers) {
          const reply = () => answer({ v: 1, id: env.id, name: env.name, value: autoAnswers[env.name] });
          if (delayMs === undefined) queueMicrotask(reply);
          else setTimeout(reply, delayMs);
        }
      },
    },
  });
  const answer = (env: unknown) => win.__qshBridgeReceive(JSON.stringify(env));
  return { win, sent, answer };
}
