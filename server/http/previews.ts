import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * First-screen previews: the app's build writes them (build/prerender-plugin.ts) to this file
 * next to index.html, by route path; the HTML handler puts a route's preview into index.html.
 */
export const PREVIEWS_FILE = 'previews.json';

/** One route's preview: stylesheet links for the head, and the preview to put after the root. */
export interface RoutePreview {
  head: string;
  body: string;
}

const ROOT_DIV = '<div id="root"></div>';

/** The HTML with the preview's links at the end of the head and the preview right after the app's root (unchanged without a root). */
export function withPreview(html: string, preview: RoutePreview): string {
  if (!html.includes(ROOT_DIV)) return html;
  return html.replace('</head>', `${preview.head}</head>`).replace(ROOT_DIV, `${ROOT_DIV}${preview.body}`);
}

type Previews = Record<string, RoutePreview | undefined>;

/**
 * Reads dist/previews.json, again only when the file has changed (a new build): none when it is
 * absent or unreadable. `find` answers a request path (a trailing slash ignored).
 */
export function previewsIn(root: string): { find(path: string): Promise<RoutePreview | undefined> } {
  const file = resolve(root, PREVIEWS_FILE);
  let cached: { mtimeMs: number; previews: Previews } | undefined;
  const load = async (): Promise<Previews> => {
    const info = await stat(file).catch(() => null);
    if (!info) return {};
    if (cached?.mtimeMs === info.mtimeMs) return cached.previews;
    let previews: Previews = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null) previews = parsed as Previews;
    } catch {
      previews = {};
    }
    cached = { mtimeMs: info.mtimeMs, previews };
    return previews;
  };
  return {
    async find(path) {
      const previews = await load();
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return Object.hasOwn(previews, key) ? previews[key] : undefined;
    },
  };
}
