import { describe, expect, it } from 'vitest';
import { testPagesOpen } from './test-only-gate';

describe('test pages open only in development or the verify build', () => {
  it.each([
    [true, 'official', true],
    [false, 'verify', true],
    [false, 'official', false],
  ] as const)('dev %s, variant %s -> %s', (dev, variant, open) => expect(testPagesOpen(dev, variant)).toBe(open));
});
