import { resolve } from 'node:path';
import { fileByMtime } from './file-cache';

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
  const load = fileByMtime(resolve(root, PREVIEWS_FILE), (text): Previews => {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Previews) : {};
    } catch {
      return {};
    }
  });
  return {
    async find(path) {
      const previews = (await load()) ?? {};
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return Object.hasOwn(previews, key) ? previews[key] : undefined;
    },
  };
}
