import { limitProblems } from '../../scripts/check/limits';
import type { SpaExtras } from '../http/spa';
import type { LivePagesSource } from './live-pages-cache';
import { livePageAt, manifestFrom } from './pages-store';
import { compiledPageValidator, pageValidator } from '../../scripts/check/page-validator';

/** How many versions' verdicts are kept (a version is immutable: its hash names its content). */
const KEPT = 200;

/**
 * Whether the gateway may put a published version into its route's HTML (server/http/spa.ts):
 * it passes the size limits and the full page validator (shape, every block's props, the gateway
 * contract: checker/), as when it was published. The app draws that copy as it draws a bundled
 * page, without checking it again. A version that fails (a corrupted row, a schema grown
 * stricter since) is left out of the HTML: the app then fetches it, validates it itself, falls
 * back to the bundled page and reports it (docs/operators.md). One verdict per content hash.
 */
export function servableVersions(): (hash: string, page: unknown) => boolean {
  const verdicts = new Map<string, boolean>();
  let compiling = false;
  return (hash, page) => {
    const known = verdicts.get(hash);
    if (known !== undefined) return known;
    // The validator takes about a second to compile, blocking the process: never inside an HTML
    // request. Publishing compiles it (the checker); a process that has not published since it
    // started compiles it once, after this request, and serves the version itself from then on.
    const validate = compiledPageValidator();
    if (!validate) {
      if (!compiling) setTimeout(() => pageValidator(), 0);
      compiling = true;
      return false;
    }
    const ok = limitProblems('', page).length === 0 && validate(page) === true;
    if (verdicts.size >= KEPT) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(hash, ok);
    return ok;
  };
}

/**
 * The published pages as the HTML of a path needs them (the handler's `published`), read once per
 * request (from memory: server/ops/live-pages-cache.ts): the manifest, and the live version of the route the path opens, its page left out when
 * it is not servable (the handler then serves none of its own and none of the bundled page's
 * first-load extras).
 */
export function publishedForHtml(source: LivePagesSource, now: () => number): NonNullable<SpaExtras['published']> {
  const servable = servableVersions();
  return async (path) => {
    const pages = await source.livePages(now());
    const live = livePageAt(pages, path);
    const manifest = { pages: manifestFrom(pages) };
    if (!live) return { manifest };
    return { manifest, version: servable(live.hash, live.page) ? { route: live.route, hash: live.hash, page: live.page } : { route: live.route, hash: live.hash } };
  };
}
