import { describe, expect, it } from 'vitest';
import { agreementKey } from './agreement-key';

describe('agreementKey', () => {
  it.each([
    ['privacy', 'verify', 'privacy_verify'],
    ['register', 'verify', 'register_verify'],
    ['member', 'verify', 'member_verify'],
    ['credit_sales', 'verify', 'credit_sales'],
    ['privacy', 'official', 'privacy'],
  ])('%s in %s is %s', (key, variant, want) => expect(agreementKey(key, variant)).toBe(want));
});
