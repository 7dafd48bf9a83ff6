import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';

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
  'Content-Security-Policy': "script-src 'self'",
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

const ROOT_DIV = '<div id="root"></div>';

interface RoutePreview {
  head: string;
  body: string;
}

/** The build's route previews (dist/previews.json, written by build/prerender-plugin.ts); none when absent or unreadable. */
async function readPreviews(root: string): Promise<Record<string, RoutePreview>> {
  const text = await readFile(resolve(root, 'previews.json'), 'utf8').catch(() => null);
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, RoutePreview>) : {};
  } catch {
    return {};
  }
}

/** index.html for a route: with the route's first-screen preview when the build drew one (the app removes it once it has drawn the page). */
async function indexFor(root: string, index: string, path: string): Promise<string> {
  const html = await readFile(index, 'utf8');
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const previews = await readPreviews(root);
  const preview = Object.hasOwn(previews, normalised) ? previews[normalised] : undefined;
  if (!preview || !html.includes(ROOT_DIV)) return html;
  return html.replace('</head>', `${preview.head}</head>`).replace(ROOT_DIV, `${ROOT_DIV}${preview.body}`);
}

/**
 * Serves the built SPA from `distDir`: files as they are (hashed /assets/* immutable), any other
 * GET that is not a file gets index.html so client-side routes work (with the route's
 * first-screen preview, when the build drew one).
 */
export function spaHandler(distDir: string) {
  const root = resolve(distDir);
  const index = resolve(root, 'index.html');
  return async (c: Context) => {
    if (!existsSync(index)) {
      return c.text('The app is not built yet: run npm run build first, then restart the server.', 503);
    }
    const path = c.req.path;
    const file = path === '/' || path === '/previews.json' ? null : await fileAt(root, path);
    if (file) {
      const ext = extname(file).toLowerCase();
      const body = await readFile(file);
      if (ext === '.html') return c.body(body, 200, HTML_HEADERS);
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(body, 200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache });
    }
    if (path.startsWith('/assets/') || path.startsWith('/utd/') || extname(path) !== '') return c.text('Not found', 404);
    return c.body(await indexFor(root, index, path), 200, HTML_HEADERS);
  };
}
