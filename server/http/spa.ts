import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { createLogger } from '../gateway/log';
import { dataPreviewsIn, type DataPreviews, type PageJson } from './data-preview';
import { DATA_PREVIEW_DIR } from './data-preview-files';
import { sendFile, sendHtml } from './encoded';
import { previewAudience } from './session-marker';
import { fileByMtime } from './file-cache';
import { PREVIEWS_FILE, previewsIn, withPreview } from './previews';
import { APP_CONFIG_ID, PAGES_MANIFEST_ID, ROUTE_DATA_ID, RUNTIME_PAGE_ID } from '../../schemas/html-blocks';
import { PREVIEW_PARAM } from '../../schemas/preview-frame';
import { firstImage, imagePreload, inHead, jsonScript, modulePreloads, ROUTE_HINTS_FILE, routeHintsIn, type EmbeddedAnswer, type RouteHint } from './route-hints';
import { publishedRouteHint, RUNTIME_HINTS_FILE, runtimeHintsIn, type RuntimeHints } from './runtime-hints';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const HTML_HEADERS = {
  'Content-Type': TYPES['.html'] as string,
  'Cache-Control': 'no-cache',
};

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/** What the HTML handler may put into a route's index.html besides the build's files. */
export interface SpaExtras {
  /**
   * The published pages (docs/operators.md) as the HTML of a path needs them, read once per
   * request: the manifest (`{ pages }`, as /utd/pages/manifest answers: inlined so the app does not
   * wait for it) and the live version of the route the path opens (the route as published, its
   * content hash and page; the page left out when the version may not be served with the HTML:
   * the app then loads it itself), none when no version is live there.
   */
  published?: (path: string) => Promise<{ manifest: unknown; version?: { route: string; hash: string; page?: unknown } }>;
  /** A guest's answer to a public read request (the envelope's data), or undefined when there is none to embed. */
  guestAnswer?: (api: string, params: Record<string, unknown>) => Promise<unknown>;
  /** Draws a route's preview with those answers (default: the build's preview renderer, server/http/data-preview.ts). */
  dataPreviews?: DataPreviews;
}

/** A published version as the HTML handler uses it: the route it is published under, its hash and its page. */
interface Published {
  route: string;
  hash: string;
  page: PageJson & { route: { path: string; name?: unknown; login?: unknown } };
}

/** The live version of a path: `served` when it may go into the HTML, `live` when there is one that may not (its route gets no first-load extras), undefined when none is live. */
function publishedAt(version: { route: string; hash: string; page?: unknown } | undefined): { served: Published } | 'live' | undefined {
  if (!version) return undefined;
  const page = version.page as Published['page'] | null | undefined;
  return page && typeof page === 'object' && typeof page.route?.path === 'string' ? { served: { route: version.route, hash: version.hash, page } } : 'live';
}

/**
 * A published page's route hint, put together as its HTML is served (the build never saw the
 * page): the app shell's files and its first-screen widgets' chunks, and its guest requests.
 * Undefined without the build's runtime hints or the preview renderer (the page then loads as before).
 */
async function publishedHint(published: Published, drawing: DataPreviews, hints: RuntimeHints | undefined): Promise<RouteHint | undefined> {
  const { name, login } = published.page.route;
  if (!hints || typeof name !== 'string') return undefined;
  const plan = await drawing.firstScreen(published.page);
  return plan ? publishedRouteHint({ name, login: typeof login === 'string' ? login : 'optional' }, plan, hints) : undefined;
}

/** The first-screen guest answers of a route, in the route table's order; a failed one is left to the app. */
async function guestAnswers(hint: RouteHint, answer: NonNullable<SpaExtras['guestAnswer']>): Promise<EmbeddedAnswer[]> {
  if (hint.login === 'required' || !hint.data) return [];
  const answers = await Promise.all(
    hint.data.map(async ({ api, params = {} }) => {
      const data = await answer(api, params).catch(() => undefined);
      return data === undefined ? [] : [{ api, params, data }];
    }),
  );
  return answers.flat();
}

/** The route's head extras: modulepreload links for its JS, the manifest and the guest data, each as it is available. */
function routeHead(html: string, hint: RouteHint | undefined, manifest: unknown, answers: readonly EmbeddedAnswer[], appConfig: unknown, published?: Published): string {
  const image = firstImage(answers);
  return [
    // The first screen's first image first: it is the likely LCP and waits for nothing else.
    image ? imagePreload(image) : '',
    hint ? modulePreloads(hint, html) : '',
    appConfig === undefined ? '' : jsonScript(APP_CONFIG_ID, appConfig),
    manifest === undefined ? '' : jsonScript(PAGES_MANIFEST_ID, manifest),
    hint && answers.length > 0 ? jsonScript(ROUTE_DATA_ID, { route: hint.name, answers }) : '',
    // The published version itself: the app takes it instead of fetching /utd/pages/v/<hash> (it checks the hash against the manifest's).
    published ? jsonScript(RUNTIME_PAGE_ID, { route: published.route, hash: published.hash, page: published.page }) : '',
  ].join('');
}

/**
 * Serves the built SPA from `distDir`: files as they are or their precompressed .br/.gz by
 * Accept-Encoding (hashed /assets/* immutable for a year, the rest revalidated by ETag), any other
 * GET that is not a file gets index.html so client-side routes work (with the route's
 * first-screen preview — drawn with the guest data by the build's preview renderer, else the
 * build's static one — `<link rel="modulepreload">` for the route's JS
 * graph, the published-pages manifest and the first screen's guest data: see docs/performance.md
 * "Route LCP at 4x CPU and slow 4G").
 */
export function spaHandler(distDir: string, extras: SpaExtras = {}) {
  const root = resolve(distDir);
  const indexHtml = fileByMtime(resolve(root, 'index.html'), (text) => text);
  const previews = previewsIn(root);
  const hints = routeHintsIn(root);
  // The runtime config (operators edit it without a build): inlined as it reads now, so the app does not wait for it.
  const appConfig = fileByMtime(resolve(root, 'app-config.json'), (text): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  });
  const runtimeHints = runtimeHintsIn(root);
  const drawing = extras.dataPreviews ?? dataPreviewsIn(root, { onError: createLogger().error });
  return async (c: Context) => {
    const html = await indexHtml();
    if (html === undefined) {
      return c.text('The app is not built yet: run npm run build first, then restart the server.', 503);
    }
    const path = c.req.path;
    const internal = path === '/' || path === `/${PREVIEWS_FILE}` || path === `/${ROUTE_HINTS_FILE}` || path === `/${RUNTIME_HINTS_FILE}` || path.startsWith(`/${DATA_PREVIEW_DIR}/`);
    const file = internal ? null : await fileAt(root, path);
    if (file) {
      const ext = extname(file).toLowerCase();
      if (ext === '.html') return sendFile(c, file, HTML_HEADERS);
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(c, file, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache });
    }
    if (path.startsWith('/assets/') || path.startsWith('/utd/') || path.startsWith(`/${DATA_PREVIEW_DIR}/`) || extname(path) !== '') return c.text('Not found', 404);
    const [bundledPreview, bundledHint, config, pages] = await Promise.all([previews.find(path), hints.find(path), appConfig(), extras.published?.(path).catch(() => undefined)]);
    const manifest = pages?.manifest;
    const live = publishedAt(pages?.version);
    // A published version replaces the bundled page of its route: its own hints, data and preview, none of the build's.
    // The operator console's preview frame shows a draft on the route: no version or first screen but the draft's.
    const draft = c.req.query(PREVIEW_PARAM) !== undefined;
    const published = typeof live === 'object' && !draft ? live.served : undefined;
    const hint = published ? await publishedHint(published, drawing, await runtimeHints()) : live ? undefined : bundledHint;
    const preview = live || draft ? undefined : bundledPreview;
    const answers = hint && extras.guestAnswer ? await guestAnswers(hint, extras.guestAnswer) : [];
    // The first screen drawn with the guest data (never fails the request: none is drawn then), else
    // the build's static preview; without the session marker, as a guest sees it (session-marker.ts).
    // A published page a guest may not open (login required) is not drawn: the app sends a guest to login.
    const drawPublished = published && published.page.route.login !== 'required' ? published : undefined;
    const drawn = !draft && (answers.length > 0 || drawPublished) ? await drawing.draw(path, answers, previewAudience(c), drawPublished).catch(() => undefined) : undefined;
    const shown = drawn ?? preview;
    const page = shown ? withPreview(html, shown) : html;
    const res = sendHtml(c, inHead(page, routeHead(page, hint, manifest, answers, config, published)), HTML_HEADERS);
    // The preview depends on the session marker: a cache keeps one HTML per Cookie header.
    res.headers.set('Vary', `${res.headers.get('Vary') ?? 'Accept-Encoding'}, Cookie`);
    return res;
  };
}
