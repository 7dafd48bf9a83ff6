import { resolveBindings, type BindingContext } from './bindings';
import { evaluateWhen, type When } from './conditions';
import type { Fetcher } from './data-source';
import type { PrefetchRequest } from './prefetch-plan';

/** How long an answer nobody has taken stays usable (a page that did not open in time asks again). */
const FRESH_MS = 10_000;

/** How a prefetched request ended, once it has. */
export type PrefetchOutcome = { data: unknown } | { error: unknown };

/** A request started before its page: the answer, and how it ended once it has (so the page can draw it in its first commit). */
export interface Prefetched {
  answer: Promise<unknown>;
  outcome?: PrefetchOutcome;
  at: number;
}

/** Waiting answers per app (its user store: one in the app, a fresh one per test), keyed by session, route, apiCode and fields. */
const byApp = new WeakMap<BindingContext['user'], Map<string, Prefetched>>();

function waiting(user: BindingContext['user']): Map<string, Prefetched> {
  let map = byApp.get(user);
  if (!map) byApp.set(user, (map = new Map()));
  return map;
}

/** An answer belongs to the session that asked (a logout or another login asks again). */
const keyOf = (user: BindingContext['user'], route: string, api: string, params: unknown) => JSON.stringify([user.token ?? null, route, api, params]);

function sweep(started: Map<string, Prefetched>, now: number) {
  for (const [key, entry] of started) if (now - entry.at > FRESH_MS) started.delete(key);
}

/**
 * Starts a route's first-screen data requests as its navigation starts, in parallel with the
 * page's chunks, with the bindings as they read now. Each answer waits (keyed by route, apiCode
 * and resolved fields) for the page's SourceCache to take it (takePrefetched, SourceCache's
 * `prefetched`): one request, never two. A request already waiting is not started again.
 */
export function prefetchRoute(route: string, requests: readonly PrefetchRequest[], ctx: BindingContext, fetcher: Fetcher): void {
  const now = Date.now();
  const started = waiting(ctx.user);
  sweep(started, now);
  for (const { api, params = {}, when } of requests) {
    // A block under a condition that does not hold now (e.g. logged-in only, for a guest) does not ask.
    if (when && !evaluateWhen(when as When, ctx)) continue;
    const fields = resolveBindings(params, ctx);
    const key = keyOf(ctx.user, route, api, fields);
    if (started.has(key)) continue;
    const entry: Prefetched = { answer: fetcher(api, fields), at: now };
    // The page that takes it shows a failure; an answer that has arrived is drawn without a skeleton.
    entry.answer.then(
      (data) => (entry.outcome = { data }),
      (error: unknown) => (entry.outcome = { error }),
    );
    started.set(key, entry);
  }
}

/**
 * An answer that has already arrived with the page itself (the guest data the gateway embeds in a
 * route's HTML): it waits for the page's SourceCache like a prefetched one, drawn in its first commit.
 */
export function seedPrefetched(user: BindingContext['user'], route: string, api: string, fields: Record<string, unknown>, data: unknown): void {
  const entry: Prefetched = { answer: Promise.resolve(data), outcome: { data }, at: Date.now() };
  waiting(user).set(keyOf(user, route, api, fields), entry);
}

/** The prefetched answer of this request of this route, once (a reload asks the gateway again); undefined when there is none. */
export function takePrefetched(user: BindingContext['user'], route: string, api: string, fields: Record<string, unknown>): Prefetched | undefined {
  const started = waiting(user);
  const key = keyOf(user, route, api, fields);
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at > FRESH_MS ? undefined : entry;
}

/** Drops every answer waiting for this app's pages. */
export function clearPrefetched(user: BindingContext['user']): void {
  byApp.delete(user);
}
