import { limitProblems } from '../../scripts/check/limits';
import type { Queryable } from '../db/db';
import { livePageAt } from './pages-store';
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
export function servableVersions(): (hash: string, body: string) => boolean {
  const verdicts = new Map<string, boolean>();
  let compiling = false;
  return (hash, body) => {
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
    let ok = false;
    try {
      const json: unknown = JSON.parse(body);
      ok = limitProblems('', json).length === 0 && validate(json) === true;
    } catch {
      ok = false;
    }
    if (verdicts.size >= KEPT) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(hash, ok);
    return ok;
  };
}

/**
 * The live version of a request path for the HTML handler (its `publishedPage`), its body left out
 * when it is not servable: the handler then serves none of its own and none of the bundled page's
 * first-load extras.
 */
export function servedVersions(db: Queryable, now: () => number): (path: string) => Promise<{ route: string; hash: string; body?: string } | undefined> {
  const servable = servableVersions();
  return async (path) => {
    const live = await livePageAt(db, path, now());
    if (!live) return undefined;
    return servable(live.hash, live.body) ? live : { route: live.route, hash: live.hash };
  };
}
