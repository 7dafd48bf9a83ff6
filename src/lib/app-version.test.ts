import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAppVersion } from './app-version';

describe('app version: remove the v and the dots', () => {
  it.each([
    ['v1.2.3', 123],
    ['3.0.3', 303],
    ['V4.0.0', 400],
  ])('%s -> %i', (text, num) => expect(parseAppVersion(text)).toBe(num));
  it.each(['', 'v', '1..2', 'beta', 'v1.2.3-rc'])('%j is not a version', (text) =>
    expect(parseAppVersion(text)).toBeUndefined(),
  );
  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const n = parseAppVersion(s);
      return n === undefined || Number.isSafeInteger(n);
    }));
  });
});
