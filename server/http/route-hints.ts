import { resolve } from 'node:path';
import { fileByMtime } from './file-cache';

/**
 * Route → first-load hints, written by the app's build (build/route-hints-plugin.ts) next to
 * index.html: what the HTML handler puts into a route's index.html so the browser fetches the
 * route's whole JS graph at once and the first screen's guest data arrives with the HTML.
 */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/** One route's hints. */
export interface RouteHint {
  /** The route's name (the app keys a prefetched answer by it). */
  name: string;
  login: 'required' | 'optional';
  /** JS files (relative to the build's base) the route's first screen needs beyond index.html's own links. */
  js: string[];
  /** The CSS those chunks bring (the app's loader waits for it before it runs a lazy chunk). */
  css?: string[];
  /** First-screen data requests with no binding (the same for every guest). */
  data?: { api: string; params?: Record<string, unknown> }[];
}

/** A guest answer embedded in the HTML: the request as the route table lists it, and the envelope's data. */
export interface EmbeddedAnswer {
  api: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** What the route-data block holds. */
export interface EmbeddedRouteData {
  /** The route's name, as in the route table. */
  route: string;
  answers: EmbeddedAnswer[];
}

type Hints = Record<string, RouteHint | undefined>;

/** Whether a route pattern (`/agreement/:key`) matches a request path. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}

/**
 * Reads dist/route-hints.json, again only when a new build has written it; none when it is absent.
 * `find` answers a request path: the exact route first, else the first pattern that matches.
 */
export function routeHintsIn(root: string): { find(path: string): Promise<RouteHint | undefined> } {
  const load = fileByMtime(resolve(root, ROUTE_HINTS_FILE), (text): Hints => {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Hints) : {};
    } catch {
      return {};
    }
  });
  return {
    async find(path) {
      const hints = (await load()) ?? {};
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      if (Object.hasOwn(hints, key)) return hints[key];
      const pattern = Object.keys(hints).find((p) => p.includes(':') && routeMatches(p, key));
      return pattern === undefined ? undefined : hints[pattern];
    },
  };
}

/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no `<!--`). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A data block (not executed: CSP allows no inline script, and this is none). */
export const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;

/**
 * `<link rel="modulepreload">` tags for a route's JS and stylesheet links for its CSS (the app's
 * loader finds them and does not wait for a second copy), skipping files the HTML already names.
 */
export function modulePreloads(hint: RouteHint, html: string, base = '/'): string {
  const css = (hint.css ?? []).filter((file) => !html.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  const js = hint.js.filter((file) => !html.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
  return [...css, ...js].join('');
}

/** Where an image of an answer is (the first item of its list, or the answer itself). */
const IMAGE_KEYS = ['image', 'icon'];

/**
 * The first image of a route's first screen, from its embedded answers in block order (e.g. the
 * first banner ad): the likely largest paint, so the browser may fetch it with the HTML instead
 * of after the page has rendered. Same-origin paths only (`/...`).
 */
export function firstImage(answers: readonly EmbeddedAnswer[]): string | undefined {
  for (const { data } of answers) {
    const list = (data as { list?: unknown } | null)?.list;
    const item = (Array.isArray(list) ? list[0] : data) as Record<string, unknown> | undefined;
    if (typeof item !== 'object' || item === null) continue;
    for (const key of IMAGE_KEYS) {
      const url = item[key];
      if (typeof url === 'string' && /^\/[^/]/.test(url)) return url;
    }
  }
  return undefined;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const imagePreload = (url: string) => `<link rel="preload" as="image" fetchpriority="high" href="${attr(url)}">`;

/** The HTML with `extra` at the end of its head: after index.html's own links (the app's entry needs those first) and a preview's stylesheets. */
export const inHead = (html: string, extra: string) => (extra && html.includes('</head>') ? html.replace('</head>', `${extra}</head>`) : html);
