import type { PageFile } from '../../build/page-files';
import type { Problem } from './problem';

/** A route as the checker sees it. */
export interface RouteInfo {
  file: string;
  path: string;
  name: string;
  /** The page shows the bottom tab bar (`"tabBar": true`): a target of `switchTab`. */
  tabBar: boolean;
}

export function routesOf(pages: readonly PageFile[]): RouteInfo[] {
  return pages.flatMap((page) => {
    const json = page.json as { route?: { path?: unknown; name?: unknown }; tabBar?: unknown } | undefined;
    const route = json?.route;
    if (typeof route?.path !== 'string') return [];
    return [{ file: page.relPath, path: route.path, name: typeof route.name === 'string' ? route.name : '', tabBar: json?.tabBar === true }];
  });
}

/** Every route path and name must be unique; the second and later holders are reported. */
export function duplicateRouteProblems(routes: readonly RouteInfo[], files: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const key of ['path', 'name'] as const) {
    const first = new Map<string, string>();
    for (const route of routes) {
      const value = route[key];
      if (!value) continue;
      const owner = first.get(value);
      if (owner === undefined) first.set(value, route.file);
      else if (files.has(route.file)) problems.push({ file: route.file, pointer: `/route/${key}`, message: `route ${key} "${value}" is already used by ${owner}` });
    }
  }
  return problems;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when `to` (query and hash ignored) matches a route path, `:param` segments matching any value. */
export function matchesRoute(to: string, paths: readonly string[]): boolean {
  const wanted = segments(to.split(/[?#]/)[0] ?? '');
  return paths.some((path) => {
    const have = segments(path);
    return have.length === wanted.length && have.every((seg, i) => seg.startsWith(':') || seg === wanted[i]);
  });
}
