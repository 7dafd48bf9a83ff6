import { vi } from 'vitest';
import type { Bridge, IncomingName, Shell } from '@/services/bridge/types';
import type { Gateway } from '@/services/gateway/types';

/** A bridge that records what the page sends and lets a test play the native app. */
export interface FakeBridge extends Bridge {
  posted: Array<{ name: string; payload: unknown }>;
  emit(name: IncomingName, value?: unknown): void;
}

export function fakeBridge(shell: Shell = 'browser', replies: Record<string, unknown> = {}): FakeBridge {
  const handlers = new Map<IncomingName, Set<(value: unknown) => void>>();
  const posted: FakeBridge['posted'] = [];
  return {
    shell,
    posted,
    request: vi.fn(async (name: string, payload?: unknown) => {
      posted.push({ name, payload });
      return replies[name];
    }) as Bridge['request'],
    post: vi.fn((name: string, payload?: unknown) => {
      posted.push({ name, payload });
    }) as Bridge['post'],
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => set.delete(handler);
    },
    emit(name, value) {
      handlers.get(name)?.forEach((handler) => handler(value));
    },
  };
}

/** A gateway answering each apiCode from a table (a function answer can inspect the fields). */
export function fakeGateway(answers: Record<string, unknown | ((fields: Record<string, unknown>) => unknown)> = {}): Gateway & {
  call: ReturnType<typeof vi.fn>;
  callRaw: ReturnType<typeof vi.fn>;
} {
  const answer = async (apiCode: string, fields: Record<string, unknown>) => {
    const value = answers[apiCode];
    if (value === undefined) throw new Error(`fake gateway: no answer for ${apiCode}`);
    return typeof value === 'function' ? (value as (f: Record<string, unknown>) => unknown)(fields) : value;
  };
  const call = vi.fn(answer);
  const callRaw = vi.fn(answer);
  return { call, callRaw } as unknown as Gateway & { call: ReturnType<typeof vi.fn>; callRaw: ReturnType<typeof vi.fn> };
}
