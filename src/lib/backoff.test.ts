import { describe, expect, it } from 'vitest';
import { backoffDelay, PAY_RESULT_BACKOFF } from './backoff';

describe('polling backoff', () => {
  it('doubles from 1 s and caps at 8 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('stops after a limit', () => {
    expect(PAY_RESULT_BACKOFF.maxAttempts).toBe(8);
  });
});
