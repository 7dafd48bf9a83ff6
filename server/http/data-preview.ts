import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATA_PREVIEW_DIR, DATA_PREVIEW_ENTRY, DATA_PREVIEW_PAGES } from './data-preview-files';
import { fileByMtime } from './file-cache';
import type { RoutePreview } from './previews';
import type { EmbeddedAnswer } from './route-hints';
import type { FirstScreenPlan } from './runtime-hints';

/**
 * Who a preview is drawn for (src/renderer/data-preview-blocks.ts PreviewAudience): `anyone`, only
 * what is the same for every visitor; `guest` (no session marker, server/http/session-marker.ts),
 * the visitor's blocks too, as a guest sees them.
 */
export type PreviewAudience = 'anyone' | 'guest';

/** The built preview renderer's export (src/app/gateway-preview.tsx, bundled by build/ssr-plugin.ts): the preview's markup, '' for none. */
export interface PreviewRenderer {
  drawPreview(page: PageJson, answers: readonly EmbeddedAnswer[], audience?: PreviewAudience): Promise<string>;
  /** A page's first-screen widgets and guest requests (for a page the build did not see: a published one). */
  firstScreenOf?(page: unknown): FirstScreenPlan;
}

/** A page schema as the build wrote it (ssr/pages.json); the renderer reads it. */
export interface PageJson {
  route: { path: string };
}

/** Draws a route's first-screen preview with its embedded guest answers. */
export interface DataPreviews {
  /**
   * The preview of this route path with these answers for this audience (`anyone` unless told);
   * undefined when none can be drawn (no renderer, a page without a drawable first block, a
   * failure). `published`: the route's live published version (docs/operators.md), drawn instead
   * of the build's page; one drawing is kept per version (its content hash).
   */
  draw(path: string, answers: readonly EmbeddedAnswer[], audience?: PreviewAudience, published?: PublishedPage): Promise<RoutePreview | undefined>;
  /** What a published page's HTML needs to know of its first screen; undefined without the built renderer. */
  firstScreen(page: unknown): Promise<FirstScreenPlan | undefined>;
}

/** A route's live published version: its content hash and its page JSON. */
export interface PublishedPage {
  hash: string;
  page: PageJson;
}

/** A render that takes longer than this is given up (logged): the HTML goes out without the preview. */
export const DRAW_TIMEOUT_MS = 2_000;

/** Where the build put the renderer and pages; `renderer` loads the renderer (the built file by default, again after a new build). */
export interface DataPreviewOptions {
  /** Told of a render that failed (the HTML is served without the drawn preview). */
  onError(message: string, err: unknown): void;
  renderer?: () => Promise<PreviewRenderer | undefined>;
}

/** Imports the built renderer, again when a new build has written it (the URL carries its mtime). */
function builtRenderer(file: string): () => Promise<PreviewRenderer | undefined> {
  let loaded: { mtimeMs: number; module: Promise<PreviewRenderer> } | undefined;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      loaded = { mtimeMs: info.mtimeMs, module: import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`) as Promise<PreviewRenderer> };
    }
    return loaded.module;
  };
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no preview after ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), resolvePromise(value)),
      (err: unknown) => (clearTimeout(timer), reject(err instanceof Error ? err : new Error(String(err)))),
    );
  });

interface Drawn {
  /** What it was drawn from: the build's pages.json, or a published version's hash. */
  pages: object | string;
  key: string;
  preview: Promise<RoutePreview | undefined>;
}

/**
 * The gateway's data previews (docs/architecture.md "Gateway-drawn previews"): a route's leading
 * blocks drawn by the app's own renderer with the public guest answers the HTML embeds
 * (src/renderer/data-preview-blocks.ts says which blocks; a guest's, without the session marker, may
 * show more). One drawn preview per route and audience, kept while
 * its answers stay the same: the answers come from the content cache (server/cache/content-cache.ts),
 * so a write to the content they show (an ad, a function entry) gives the next HTML a new preview,
 * and nothing is drawn per request. A failure is logged and the route is served without it.
 */
export function dataPreviewsIn(distDir: string, options: DataPreviewOptions): DataPreviews {
  const dir = resolve(distDir, DATA_PREVIEW_DIR);
  const pagesFile = fileByMtime(resolve(dir, DATA_PREVIEW_PAGES), (text): Record<string, PageJson | undefined> => {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, PageJson | undefined>) : {};
    } catch {
      return {};
    }
  });
  const renderer = options.renderer ?? builtRenderer(resolve(dir, DATA_PREVIEW_ENTRY));
  // At most two entries per route path: one per audience.
  const drawn = new Map<string, Drawn>();

  const render = async (page: PageJson, answers: readonly EmbeddedAnswer[], audience: PreviewAudience): Promise<RoutePreview | undefined> => {
    try {
      const module = await renderer();
      if (!module) return undefined;
      const body = await withTimeout(module.drawPreview(page, answers, audience), DRAW_TIMEOUT_MS);
      return body ? { head: '', body } : undefined;
    } catch (err) {
      options.onError(`[qsh preview] could not draw ${page.route.path}; served without its preview`, err);
      return undefined;
    }
  };

  return {
    async draw(path, answers, audience = 'anyone', published) {
      // A bundled page without answers has the build's static preview; a published one is drawn here either way.
      if (answers.length === 0 && !published) return undefined;
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const pagesJson = published ? undefined : await pagesFile();
      const pages = published ? published.hash : pagesJson;
      const page = published ? published.page : pagesJson && Object.hasOwn(pagesJson, key) ? pagesJson[key] : undefined;
      if (!pages || !page) return undefined;
      const answersKey = JSON.stringify(answers);
      const slot = `${audience} ${key}`;
      const known = drawn.get(slot);
      if (known && known.pages === pages && known.key === answersKey) return known.preview;
      const entry: Drawn = { pages, key: answersKey, preview: render(page, answers, audience) };
      drawn.set(slot, entry);
      return entry.preview;
    },
    async firstScreen(page) {
      try {
        return (await renderer())?.firstScreenOf?.(page);
      } catch (err) {
        options.onError('[qsh preview] could not read a published page\'s first screen; served without its hints', err);
        return undefined;
      }
    },
  };
}
