import type { ManifestEntry } from './manifest';

/** Why a published version was not used. */
export class RuntimePageError extends Error {}

/**
 * Fetches a published version's JSON (immutable: the browser's cache keeps it by its hash), checks
 * its schedule against the server clock and validates it with the same precompiled page validator
 * as the bundled pages. The returned page carries `runtime: true` (not enumerable, so validators do
 * not see an extra property): the renderer validates a runtime page's widget props even where it
 * trusts the build-time check for bundled pages.
 */
export async function loadVersion(baseURL: string, route: string, entry: ManifestEntry, now: () => number, fetchImpl: typeof fetch = fetch): Promise<object> {
  if (entry.until !== undefined && now() >= entry.until) throw new RuntimePageError(`version ${entry.version} ended at ${new Date(entry.until).toISOString()}`);
  let res: Response;
  try {
    res = entry.source === 'preview'
      ? await fetchImpl(`${baseURL}/ops/api/preview/${entry.hash}`, { credentials: 'same-origin', cache: 'no-store' })
      : await fetchImpl(`${baseURL}/utd/pages/v/${entry.hash}`, { credentials: 'omit' });
  } catch (err) {
    throw new RuntimePageError(`version ${entry.version} failed to load: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) throw new RuntimePageError(`version ${entry.version} failed to load: HTTP ${res.status}`);
  const page: unknown = await res.json().catch(() => undefined);
  const { page: validatePage } = await import('@/renderer/validators.gen.js');
  if (typeof page !== 'object' || page === null || !validatePage(page)) {
    const error = validatePage.errors?.[0];
    throw new RuntimePageError(`version ${entry.version} is not a valid page: ${error?.instancePath || '/'} ${error?.message ?? 'not an object'}`);
  }
  const path = (page as { route?: { path?: unknown } }).route?.path;
  if (path !== route) throw new RuntimePageError(`version ${entry.version} is for route ${String(path)}, not ${route}`);
  Object.defineProperty(page, 'runtime', { value: true, enumerable: false });
  return page;
}
