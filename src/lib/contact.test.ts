import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanContact } from './contact';

describe('contacts from the app: quotes stripped, phones cut to 20 characters', () => {
  it('strips quotes from every field', () => {
    expect(cleanContact({ contactName: '"张三"', contactPhone1: "'13800138000'" })).toEqual({
      contactName: '张三',
      contactPhone1: '13800138000',
      contactPhone2: '',
      contactPhone3: '',
    });
  });
  it('cuts phones to 20 characters', () => {
    const contact = cleanContact({ contactName: 'a', contactPhone1: '1'.repeat(30), contactPhone3: '2'.repeat(21) });
    expect(contact?.contactPhone1).toHaveLength(20);
    expect(contact?.contactPhone3).toHaveLength(20);
  });
  it('accepts the JSON string form', () => {
    expect(cleanContact('{"contactName":"李四","contactPhone1":"139"}')?.contactName).toBe('李四');
  });
  it('gives undefined for an empty or malformed contact', () => {
    expect(cleanContact({})).toBeUndefined();
    expect(cleanContact('not json')).toBeUndefined();
    expect(cleanContact(null)).toBeUndefined();
  });
  it('never throws on arbitrary input and never keeps a quote or a phone over 20', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.object(), fc.record({ contactName: fc.string(), contactPhone1: fc.string() })), (raw) => {
        const c = cleanContact(raw);
        return c === undefined || (!/["']/.test(Object.values(c).join('')) && [...c.contactPhone1].length <= 20);
      }),
    );
  });
});
