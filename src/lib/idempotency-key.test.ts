import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are 32 characters the gateway accepts, fresh each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).toHaveLength(32);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
