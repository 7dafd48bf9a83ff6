import type { ManifestEntry } from './manifest';

/** Why a published version was not used. */
export class RuntimePageError extends Error {}

/** A published version the gateway put into the HTML (server/http/spa.ts): the route it is published under, its content hash and its JSON. */
export interface InlinePage {
  route: string;
  hash: string;
  page: unknown;
}

async function fetchVersion(baseURL: string, entry: ManifestEntry, fetchImpl: typeof fetch): Promise<unknown> {
  let res: Response;
  try {
    res = entry.source === 'preview'
      ? await fetchImpl(`${baseURL}/ops/api/preview/${entry.hash}`, { credentials: 'same-origin', cache: 'no-store' })
      : await fetchImpl(`${baseURL}/utd/pages/v/${entry.hash}`, { credentials: 'omit' });
  } catch (err) {
    throw new RuntimePageError(`version ${entry.version} failed to load: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) throw new RuntimePageError(`version ${entry.version} failed to load: HTTP ${res.status}`);
  return res.json().catch(() => undefined);
}

/**
 * Takes a published version's JSON from the HTML when the gateway put it there (`inline`, same route
 * and hash), else fetches it (immutable: the browser's cache keeps it by its hash), and checks its
 * schedule against the server clock. A fetched version is validated with the same precompiled page
 * validator as the bundled pages and carries `runtime: true` (not enumerable, so validators do not
 * see an extra property): the renderer validates its widget props per block, where it trusts the
 * build-time check for bundled pages. The version in the HTML was checked by the gateway before it
 * put it there (the full page validator, props included: server/ops/servable-version.ts; a version
 * that fails is not put there, so it is fetched and fails here): it is drawn as a bundled page is,
 * and the 15 KiB page validator stays off its first screen's path.
 */
export async function loadVersion(baseURL: string, route: string, entry: ManifestEntry, now: () => number, fetchImpl: typeof fetch = fetch, inline?: InlinePage): Promise<object> {
  if (entry.until !== undefined && now() >= entry.until) throw new RuntimePageError(`version ${entry.version} ended at ${new Date(entry.until).toISOString()}`);
  // The version the gateway served with the HTML (same route and hash): no request, no second check.
  const served = inline && entry.source !== 'preview' && inline.route === route && inline.hash === entry.hash;
  const page = served ? inline.page : await fetchVersion(baseURL, entry, fetchImpl);
  if (typeof page !== 'object' || page === null) throw new RuntimePageError(`version ${entry.version} is not a valid page: / not an object`);
  if (!served) {
    const { page: validatePage } = await import('@/renderer/validators.gen.js');
    if (!validatePage(page)) {
      const error = validatePage.errors?.[0];
      throw new RuntimePageError(`version ${entry.version} is not a valid page: ${error?.instancePath || '/'} ${error?.message ?? ''}`.trimEnd());
    }
  }
  const path = (page as { route?: { path?: unknown } }).route?.path;
  if (path !== route) throw new RuntimePageError(`version ${entry.version} is for route ${String(path)}, not ${route}`);
  if (!served) Object.defineProperty(page, 'runtime', { value: true, enumerable: false });
  return page;
}
