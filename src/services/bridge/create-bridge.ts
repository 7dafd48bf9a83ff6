import { detectShell } from './detect-shell';
import { INCOMING_VALUE, isIncomingName, parseIncoming, PROTOCOL_VERSION, REPLY_NAME, REPLY_VALUE } from './envelope';
import type { OutgoingEnvelope } from './envelope';
import { createSend } from './transports';
import type { Bridge, IncomingName, OutgoingMessages, OutgoingName, Shell } from './types';

/** The global function native hosts call with one JSON string per message. */
export const RECEIVE_FUNCTION = '__qshBridgeReceive';
/** Prefix of every bridge log line. */
export const LOG_PREFIX = '[qsh-bridge]';

interface Pending {
  name: OutgoingName;
  resolve(value: unknown): void;
}

type Receiver = { [RECEIVE_FUNCTION]?: (raw: unknown) => void };

/**
 * Creates the one bridge for `win` and installs `window.__qshBridgeReceive`. Call it once at boot.
 * Malformed incoming messages are dropped with a console.warn, never thrown. `shell` comes from the
 * user agent; only the operator console's preview frame passes another (src/app/runtime-pages/preview-mode.ts).
 */
export function createBridge(win: Window, logger: Pick<Console, 'warn'> = console, shell: Shell = detectShell(win.navigator.userAgent)): Bridge {
  const pending = new Map<string, Pending>();
  const listeners = new Map<IncomingName, Set<(value: unknown) => void>>();
  let nextId = 1;

  const drop = (reason: string, raw: unknown) => logger.warn(`${LOG_PREFIX} dropped ${reason}:`, raw);

  function settle(id: string, entry: Pending, value: unknown, raw: unknown): void {
    const check = REPLY_VALUE[entry.name];
    if (check && !check(value)) return drop(`reply with an invalid value for ${entry.name}`, raw);
    pending.delete(id);
    entry.resolve(value ?? undefined);
  }

  function receive(raw: unknown): void {
    const env = parseIncoming(raw);
    if (!env) return drop('malformed message', raw);
    if (env.id !== undefined) {
      const entry = pending.get(env.id);
      return entry ? settle(env.id, entry, env.value, raw) : drop('reply to an unknown request', raw);
    }
    const waiting = [...pending].find(([, p]) => REPLY_NAME[p.name] === env.name);
    if (waiting) settle(waiting[0], waiting[1], env.value, raw);
    if (!isIncomingName(env.name)) {
      if (!waiting) drop('message with an unknown name', raw);
      return;
    }
    if (!INCOMING_VALUE[env.name](env.value)) return drop(`invalid value for ${env.name}`, raw);
    listeners.get(env.name)?.forEach((handler) => {
      try {
        handler(env.value);
      } catch (error) {
        logger.warn(`${LOG_PREFIX} handler for ${env.name} failed:`, error);
      }
    });
  }

  (win as Window & Receiver)[RECEIVE_FUNCTION] = receive;
  const send = shell === 'browser' ? undefined : createSend(win, shell, receive);

  function encode(name: OutgoingName, payload: unknown, id?: string): string {
    const env: OutgoingEnvelope = { v: PROTOCOL_VERSION, name, ...(id ? { id } : {}), ...(payload !== undefined ? { payload } : {}) };
    return JSON.stringify(env);
  }

  return {
    shell,
    request<N extends OutgoingName>(name: N, payload?: OutgoingMessages[N]): Promise<unknown> {
      if (!send) return Promise.resolve(undefined);
      const id = `r${nextId++}`;
      return new Promise((resolve) => {
        pending.set(id, { name, resolve });
        send(encode(name, payload, id));
      });
    },
    post<N extends OutgoingName>(name: N, payload?: OutgoingMessages[N]): void {
      if (send) send(encode(name, payload));
      else if (name === 'goBack') win.history.back();
    },
    on(name: IncomingName, handler: (value: unknown) => void): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(handler);
      listeners.set(name, set);
      return () => set.delete(handler);
    },
  };
}
