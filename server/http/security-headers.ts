import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** What the CSP is built from: the URL gate's allow-list and the hosts images may come from. */
export interface CspSources {
  /** The runtime config's safeUrlHosts (exact host or `*.domain`): the only pages an iframe may show. */
  frameHosts: readonly string[];
  /** Hosts images may be loaded from besides the app's own origin (runtime config `imageHosts`). */
  imageHosts: readonly string[];
}

/** Features the app never uses: denied to the page and to every frame it opens. Camera stays with the app (ID card capture). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'camera=(self)',
].join(', ');

const HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** `host` as CSP host sources for http and https; entries that are not plain host names are dropped. */
function hostSources(hosts: readonly string[]): string[] {
  return hosts
    .map((h) => h.trim().toLowerCase())
    .filter((h) => HOST.test(h))
    .flatMap((h) => [`https://${h}`, `http://${h}`]);
}

/** The Content-Security-Policy of every response. */
export function contentSecurityPolicy({ frameHosts, imageHosts }: CspSources): string {
  const frames = hostSources(frameHosts);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile and React set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...hostSources(imageHosts)].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // The app's own pages (e.g. the demo chat, /demo/chat.html) and the URL gate's allow-list.
    ["frame-src 'self'", ...frames].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The shells show the app in a web view, never in a frame: only the app's own pages may frame
    // its pages (the in-app frame shows the demo chat page); no other site can (clickjacking).
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers every response carries (gateway, files, SPA). */
export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The CSP sources from the runtime config the SPA is served with (`<dist>/app-config.json`); none when it is missing or unreadable. */
export function cspSourcesFromConfig(distDir: string): CspSources {
  try {
    const raw = JSON.parse(readFileSync(resolve(distDir, 'app-config.json'), 'utf8')) as Record<string, unknown>;
    return { frameHosts: strings(raw.safeUrlHosts), imageHosts: strings(raw.imageHosts) };
  } catch {
    return { frameHosts: [], imageHosts: [] };
  }
}

/** Hono middleware setting the security headers on every response (handlers' own headers are overridden). */
export function securityHeadersMiddleware(sources: CspSources): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(sources));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
