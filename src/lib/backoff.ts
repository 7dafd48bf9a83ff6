/** Delays of a polling loop: 1 s, 2 s, 4 s, 8 s, then 8 s again, at most `maxAttempts` polls. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
  maxAttempts: number;
}

export const PAY_RESULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 8000, maxAttempts: 8 };

/** The wait before poll number `attempt` (0 is the first poll after the initial one). */
export function backoffDelay(attempt: number, { firstMs, maxMs }: Backoff = PAY_RESULT_BACKOFF): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempt), maxMs);
}
