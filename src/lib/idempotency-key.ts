/**
 * A fresh idempotency key for one submission attempt (32 hex characters; the gateway accepts
 * [A-Za-z0-9_-]{8,64}). Uses crypto.getRandomValues, which works on plain-http origins too
 * (crypto.randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
