/** Where the reference site lives in the served directory (and its URL prefix). */
export const REFERENCE_BASE = 'bench-ref';

/** The reference site's HTML pages (scripts/bench/reference/<name>.html). */
export const REFERENCE_PAGES = ['home', 'my', 'recommend', 'harness', 'harness-app'] as const;

/** Each measured app route and its plain-React reference page. */
export const ROUTE_REFERENCES = [
  { route: '/', reference: 'home' },
  { route: '/my', reference: 'my' },
  { route: '/product/recommend', reference: 'recommend' },
] as const;
