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

function attemptKey(productId: string): string {
  const unique = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `SF204:${productId}:${unique}`;
}

/**
 * Submits a join order (SF204 `{id}` -> `{code, link}`). SF204 is not in contract.gen.ts yet,
 * so this goes through `callRaw` and checks the answer's shape itself; switch to
 * `gateway.call('SF204', ...)` once the contract has it.
 */
export async function submitJoinOrder(host: ActionHost, productId: string | number): Promise<JoinOrderResult> {
  const data = await host.gateway.callRaw('SF204', { id: productId }, { loading: true, idempotencyKey: attemptKey(String(productId)) });
  if (!isJoinOrderResult(data)) throw new Error('SF204 answered without a code');
  return { code: data.code, link: data.link ?? undefined };
}

/** Whether a join-order answer means "joined, open the link". */
export function isJoined(result: JoinOrderResult): boolean {
  return String(result.code) === '1';
}
