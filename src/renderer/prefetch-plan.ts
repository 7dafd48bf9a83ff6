/** Top-level blocks of a page's first screen: their widgets load before it renders, their data starts with the navigation. */
export const FIRST_SCREEN_BLOCKS = 12;

/** A gateway request a route starts when navigation starts (its fields may hold bindings, resolved then). */
export interface PrefetchRequest {
  api: string;
  params?: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function requestOf(spec: unknown): PrefetchRequest | undefined {
  if (!isObject(spec) || 'value' in spec || typeof spec.api !== 'string') return undefined;
  return isObject(spec.params) ? { api: spec.api, params: spec.params } : { api: spec.api };
}

function collect(blocks: unknown, limit: number, sources: Json, into: Map<string, PrefetchRequest>): void {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks.slice(0, limit)) {
    // A block shown only under a condition (and what it holds) may never ask: it is left to load as it mounts.
    if (!isObject(block) || block.when !== undefined) continue;
    const request = requestOf(typeof block.data === 'string' ? sources[block.data] : block.data);
    if (request) into.set(JSON.stringify(request), request);
    collect(block.blocks, Infinity, sources, into);
  }
}

/**
 * The data requests of a page's first screen (the first `limit` top-level blocks and their
 * children, except blocks under a `when`), named page sources and inline ones alike, each once;
 * static data needs none. Built into the route table at build time from unchecked JSON.
 */
export function prefetchPlan(page: unknown, limit = FIRST_SCREEN_BLOCKS): PrefetchRequest[] {
  if (!isObject(page)) return [];
  const into = new Map<string, PrefetchRequest>();
  collect(page.blocks, limit, isObject(page.data) ? page.data : {}, into);
  return [...into.values()];
}
