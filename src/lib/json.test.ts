import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPlainObject, parseMaybeJson } from './json';

describe('values that may arrive as JSON text', () => {
  it('parses JSON text and passes other values through', () => {
    expect(parseMaybeJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseMaybeJson({ a: 1 })).toEqual({ a: 1 });
    expect(parseMaybeJson('not json')).toBeUndefined();
  });

  it('gives a plain object only for objects', () => {
    expect(asPlainObject('{"token":"t"}')).toEqual({ token: 't' });
    expect(asPlainObject('[1]')).toBeUndefined();
    expect(asPlainObject(null)).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (value) => void asPlainObject(value)));
    fc.assert(fc.property(fc.string(), (text) => void parseMaybeJson(text)));
  });
});
