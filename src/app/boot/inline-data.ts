import { seedPrefetched } from '@/renderer/prefetch';
import type { UserStore } from '@/stores/user-store';
import { ROUTE_DATA_ID } from '@schemas/html-blocks';
import { readInlineJson } from './inline-json';

interface EmbeddedAnswer {
  api: string;
  params: Record<string, unknown>;
  data: unknown;
}

const isAnswer = (v: unknown): v is EmbeddedAnswer => {
  const a = v as Partial<EmbeddedAnswer> | null;
  return typeof a === 'object' && a !== null && typeof a.api === 'string' && typeof a.params === 'object' && a.params !== null && 'data' in a;
};

/**
 * The first screen's guest answers the gateway sent with the HTML: each waits for the page's
 * SourceCache as a prefetched answer would (same key, same short freshness), so a guest's first
 * screen needs no request of its own. A visitor with a session asks the gateway as before (the
 * answers are a guest's). Returns how many were taken.
 */
export function takeEmbeddedRouteData(doc: Document, user: UserStore): number {
  const block = readInlineJson(doc, ROUTE_DATA_ID) as { route?: unknown; answers?: unknown } | undefined;
  // Once: a later start (tests, a remount) must not reuse them.
  doc.getElementById(ROUTE_DATA_ID)?.remove();
  if (!block || typeof block.route !== 'string' || !Array.isArray(block.answers) || user.token) return 0;
  const answers = block.answers.filter(isAnswer);
  for (const { api, params, data } of answers) seedPrefetched(user, block.route, api, params, data);
  return answers.length;
}
