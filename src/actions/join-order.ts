import type { ActionHost } from './host';

/** The SF204 (join order) answer: code 1 means joined now and `link` is where to go. */
export interface JoinOrderResult {
  code: number | string;
  link?: string;
}

function isJoinOrderResult(value: unknown): value is JoinOrderResult {
  if (typeof value !== 'object' || value === null) return false;
  const { code, link } = value as Record<string, unknown>;
  return (typeof code === 'number' || typeof code === 'string') && (link === undefined || link === null || typeof link === 'string');
}

/**
 * Submits a join order (SF204 `{id}` -> `{code, link}`). The answer's shape is checked here too,
 * because the app can point at another gateway. Double taps are stopped before this by the
 * dispatcher's in-flight guard, so no idempotency key is sent.
 */
export async function submitJoinOrder(host: ActionHost, productId: string): Promise<JoinOrderResult> {
  const data: unknown = await host.gateway.call('SF204', { id: productId }, { loading: true });
  if (!isJoinOrderResult(data)) throw new Error('SF204 answered without a code');
  return { code: data.code, link: data.link ?? undefined };
}

/** Whether a join-order answer means "joined, open the link". */
export function isJoined(result: JoinOrderResult): boolean {
  return String(result.code) === '1';
}
