import type { PageRouteEntry } from '../route-table';
import { loadVersion, RuntimePageError, type InlinePage } from './load-version';
import type { RuntimeManifest } from './manifest';

export interface RuntimeRouteDeps {
  baseURL: string;
  /** The gateway's clock (schedule windows are on the server clock). */
  now: () => number;
  /** Reports a version that was not used (BA030); the customer sees the fallback. */
  report: (problem: { pointer: string; message: string }) => void;
  fetchImpl?: typeof fetch;
  /** The version the gateway served with the HTML (takeInlinePage), taken instead of fetching it when its route and hash match the manifest's. */
  inline?: InlinePage;
}

/** What a runtime route's load() answers when its version fails and there is no bundled page: the router shows 页面不存在. */
export const NOT_FOUND_BODY = { default: null } as const;

/**
 * The route table with the published pages of the manifest: a route with a bundled page loads its
 * published version first and falls back to the bundled page; a new route (under /activity/,
 * /block/, /themeActivities/, /super/) gets an entry of its own and falls back to not-found.
 */
export function withRuntimePages(routes: readonly PageRouteEntry[], manifest: RuntimeManifest, deps: RuntimeRouteDeps): PageRouteEntry[] {
  const runtimeLoad = (route: string, fallback: () => Promise<{ default: unknown }>) => async (): Promise<{ default: unknown }> => {
    const entry = manifest[route];
    if (!entry) return fallback();
    try {
      return { default: await loadVersion(deps.baseURL, route, entry, deps.now, deps.fetchImpl, deps.inline) };
    } catch (err) {
      const reason = err instanceof RuntimePageError ? err.message : `version ${entry.version}: ${String(err)}`;
      deps.report({ pointer: '', message: `published page ${route}: ${reason}; showing the bundled page or 页面不存在` });
      return fallback();
    }
  };
  const merged = routes.map((entry) => (manifest[entry.path] ? { ...entry, load: runtimeLoad(entry.path, entry.load) } : entry));
  const taken = new Set(routes.map((r) => r.path));
  const names = new Set(routes.map((r) => r.name));
  for (const [path, entry] of Object.entries(manifest)) {
    if (taken.has(path) || names.has(entry.name)) continue;
    merged.push({ path, name: entry.name, login: entry.login, title: entry.title, ...(entry.titleQuery ? { titleQuery: entry.titleQuery } : {}), tabBar: false, load: runtimeLoad(path, async () => NOT_FOUND_BODY) });
  }
  return merged;
}
