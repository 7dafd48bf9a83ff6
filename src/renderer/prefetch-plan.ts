/** Top-level blocks of a page's first screen: their widgets load before it renders, their data starts with the navigation. */
export const FIRST_SCREEN_BLOCKS = 12;

/** A gateway request a route starts when navigation starts (its fields may hold bindings, resolved then). */
export interface PrefetchRequest {
  api: string;
  params?: Record<string, unknown>;
  /** The condition of the block (and of the blocks around it) that asks: the request starts only when it holds then. */
  when?: Json;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function requestOf(spec: unknown, when: Json | undefined): PrefetchRequest | undefined {
  if (!isObject(spec) || 'value' in spec || typeof spec.api !== 'string') return undefined;
  const request: PrefetchRequest = isObject(spec.params) ? { api: spec.api, params: spec.params } : { api: spec.api };
  return when ? { ...request, when } : request;
}

/** Both conditions (a block under a block with a condition). */
const both = (outer: Json | undefined, inner: unknown): Json | undefined => {
  if (!isObject(inner)) return outer;
  return outer ? { allOf: [outer, inner] } : inner;
};

function collect(blocks: unknown, limit: number, sources: Json, into: Map<string, PrefetchRequest>, outer: Json | undefined): void {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks.slice(0, limit)) {
    if (!isObject(block)) continue;
    // A block shown only under a condition asks only when the condition holds as the navigation starts (prefetchRoute).
    const when = both(outer, block.when);
    const request = requestOf(typeof block.data === 'string' ? sources[block.data] : block.data, when);
    if (request) into.set(JSON.stringify(request), request);
    collect(block.blocks, Infinity, sources, into, when);
  }
}

/**
 * The data requests of a page's first screen (the first `limit` top-level blocks and their
 * children; a block under a `when` carries its condition, checked as the navigation starts),
 * named page sources and inline ones alike, each once; static data needs none. Built into the
 * route table at build time from unchecked JSON.
 */
export function prefetchPlan(page: unknown, limit = FIRST_SCREEN_BLOCKS): PrefetchRequest[] {
  if (!isObject(page)) return [];
  const into = new Map<string, PrefetchRequest>();
  collect(page.blocks, limit, isObject(page.data) ? page.data : {}, into, undefined);
  return [...into.values()];
}

/** Whether a JSON value holds a binding (`{ "$query": … }`, `$param`, `$user`, `$app`): its value differs per visitor. */
const bound = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.entries(value).some(([key, v]) => key.startsWith('$') || bound(v));

/**
 * The first-screen requests whose answer is the same for every guest, so the gateway may embed it
 * in the route's HTML: no binding in their fields, and not under a condition (a block under a
 * `when` may appear later, a `between` window opening while the page is open, and must then ask
 * the gateway, not take an answer from the time the HTML was made).
 */
export function guestRequests(page: unknown, limit = FIRST_SCREEN_BLOCKS): { api: string; params?: Record<string, unknown> }[] {
  return prefetchPlan(page, limit)
    .filter((request) => !request.when && !bound(request.params ?? {}))
    .map(({ api, params }) => (params ? { api, params } : { api }));
}
