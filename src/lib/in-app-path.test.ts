import { describe, expect, it } from 'vitest';
import { inAppPath, splitPath, withQueryFields } from './in-app-path';

describe('inAppPath accepts only in-app paths', () => {
  it.each(['/my', '/product/detail?productId=1', ' /my/account '])('accepts %s', (p) => expect(inAppPath(p)).toBe(p.trim()));
  it.each(['//evil.example.com', 'https://evil.example.com', 'javascript:alert(1)', '/\\evil.example.com', '', undefined, null])('refuses %s', (p) => expect(inAppPath(p)).toBeUndefined());
});

describe('splitPath and withQueryFields', () => {
  it('splits path and query', () => expect(splitPath('/my/bill?tab=1&x=2')).toEqual({ to: '/my/bill', query: { tab: '1', x: '2' } }));
  it('appends fields, keeping existing ones and the hash, leaving out empty values', () => {
    expect(withQueryFields('https://chat.example.com/c?a=1#top', { groupid: '1001', none: '' })).toBe('https://chat.example.com/c?a=1&groupid=1001#top');
    expect(withQueryFields('/demo/chat.html', { groupid: '7 8' })).toBe('/demo/chat.html?groupid=7+8');
    expect(withQueryFields('/x', {})).toBe('/x');
  });
});
