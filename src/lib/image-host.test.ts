import { describe, expect, it } from 'vitest';
import { checkImageUrl, srcSetUrls } from './image-host';

const PAGE = 'https://app.example.com';
const allowed = (src: string, hosts: string[] = []) => checkImageUrl(src, hosts, PAGE).allowed;

describe('checkImageUrl (img-src self data: blob: plus imageHosts)', () => {
  it('lets the page origin, relative URLs, data:image and blob: URLs through', () => {
    expect(allowed('/demo-img/a.png')).toBe(true);
    expect(allowed('a.png')).toBe(true);
    expect(allowed('https://app.example.com/utd/file/3?exp=1&sig=x')).toBe(true);
    expect(allowed('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(allowed('blob:https://app.example.com/0d7c')).toBe(true);
  });

  it('refuses every other host, scheme and port unless imageHosts lists it', () => {
    expect(checkImageUrl('https://evil.example/p.png?phone=13800000000', [], PAGE)).toEqual({ allowed: false, origin: 'https://evil.example' });
    expect(allowed('//evil.example/p.png')).toBe(false);
    expect(allowed('http://app.example.com/a.png')).toBe(false);
    expect(allowed('https://app.example.com:8443/a.png')).toBe(false);
    expect(allowed('javascript:alert(1)')).toBe(false);
    expect(allowed('data:text/html,<script>')).toBe(false);
    expect(allowed('https://img.example.com.evil.example/a.png', ['img.example.com'])).toBe(false);
  });

  it('matches imageHosts as CSP host sources: exact host, *.domain for subdomains only, host:port', () => {
    expect(allowed('https://img.example.com/a.png', ['img.example.com'])).toBe(true);
    expect(allowed('http://IMG.example.com/a.png', ['img.example.com'])).toBe(true);
    expect(allowed('https://img.example.com:8443/a.png', ['img.example.com'])).toBe(false);
    expect(allowed('https://a.cdn.example/a.png', ['*.cdn.example'])).toBe(true);
    expect(allowed('https://cdn.example/a.png', ['*.cdn.example'])).toBe(false);
    expect(allowed('https://media.example:8443/a.png', ['media.example:8443'])).toBe(true);
    expect(allowed('https://media.example/a.png', ['media.example:443'])).toBe(true);
    expect(allowed('https://media.example/a.png', ['media.example:8443'])).toBe(false);
  });

  it('without a page origin (the build preview) still takes relative URLs and refuses foreign hosts', () => {
    expect(checkImageUrl('/demo-img/a.png', []).allowed).toBe(true);
    expect(checkImageUrl('https://evil.example/a.png', []).allowed).toBe(false);
  });

  it('reads the URLs of a srcset', () => {
    expect(srcSetUrls('a.png 1x, https://evil.example/b.png 2x,c.png')).toEqual(['a.png', 'https://evil.example/b.png', 'c.png']);
  });
});
