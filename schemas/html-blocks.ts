/**
 * The JSON blocks the gateway's HTML handler (server/http/spa.ts) writes into a route's
 * index.html as `<script type="application/json">` (never executed: the CSP allows no inline
 * script), and the app reads at start (src/app/boot/inline-json.ts). One list for both sides,
 * which may not import each other (docs/architecture.md, Layers).
 */

/** The runtime config (server settings the app needs before its first request). */
export const APP_CONFIG_ID = 'qsh-app-config';
/** The published pages' manifest (routes, versions, schedules). */
export const PAGES_MANIFEST_ID = 'qsh-pages-manifest';
/** A guest's first-screen answers for the route (`{ route, answers }`). */
export const ROUTE_DATA_ID = 'qsh-route-data';
/** A runtime-published page's version (`{ route, hash, page }`), served with its route's HTML. */
export const RUNTIME_PAGE_ID = 'qsh-runtime-page';
