import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeUrl } from './safe-url';

const hosts = ['chat.qsh.example', '*.cdn.example'];

describe('safeUrl lets only http(s) URLs on an allowlisted host leave the app', () => {
  it('allows an allowlisted https URL', () => {
    expect(safeUrl('https://chat.qsh.example/room?groupid=1', hosts)).toBe('https://chat.qsh.example/room?groupid=1');
  });
  it('allows subdomains of a *. entry but not the bare domain', () => {
    expect(safeUrl('http://img.cdn.example/a.png', hosts)).toBe('http://img.cdn.example/a.png');
    expect(safeUrl('http://cdn.example/a.png', hosts)).toBeUndefined();
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    'https://chat.qsh.example.evil.example/',
    'https://user:pw@chat.qsh.example/',
    '/my/bill',
    '//chat.qsh.example/',
    '',
  ])('refuses %j', (url) => expect(safeUrl(url, hosts)).toBeUndefined());
  it('never throws and only ever returns an http(s) URL on an allowlisted host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (s) => {
        const out = safeUrl(s, hosts);
        if (out === undefined) return true;
        const u = new URL(out);
        return /^https?:$/.test(u.protocol) && (u.hostname === 'chat.qsh.example' || u.hostname.endsWith('.cdn.example'));
      }),
    );
  });
});
