import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { sendFile, sendHtml } from './encoded';
import { fileByMtime } from './file-cache';
import { PREVIEWS_FILE, previewsIn, withPreview } from './previews';

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

/**
 * Serves the built SPA from `distDir`: files as they are or their precompressed .br/.gz by
 * Accept-Encoding (hashed /assets/* immutable for a year, the rest revalidated by ETag), any other
 * GET that is not a file gets index.html so client-side routes work (with the route's
 * first-screen preview, when the build drew one).
 */
export function spaHandler(distDir: string) {
  const root = resolve(distDir);
  const indexHtml = fileByMtime(resolve(root, 'index.html'), (text) => text);
  const previews = previewsIn(root);
  return async (c: Context) => {
    const html = await indexHtml();
    if (html === undefined) {
      return c.text('The app is not built yet: run npm run build first, then restart the server.', 503);
    }
    const path = c.req.path;
    const file = path === '/' || path === `/${PREVIEWS_FILE}` ? null : await fileAt(root, path);
    if (file) {
      const ext = extname(file).toLowerCase();
      if (ext === '.html') return sendFile(c, file, HTML_HEADERS);
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(c, file, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache });
    }
    if (path.startsWith('/assets/') || path.startsWith('/utd/') || extname(path) !== '') return c.text('Not found', 404);
    const preview = await previews.find(path);
    return sendHtml(c, preview ? withPreview(html, preview) : html, HTML_HEADERS);
  };
}
