import { readPageFiles } from '../build/page-files';
import type { Problem } from '../scripts/check/problem';
import { routesOf } from '../scripts/check/routes';
import { checkPageJson } from './check-page';
import { runtimeRouteProblems, type BundledRoute } from './runtime-rules';

export interface RuntimeCheckInput {
  /** Project root (schemas/pages is read from it once). */
  root: string;
  /** The route the page is published under. */
  route: string;
  /** The page JSON. */
  json: unknown;
  /** Routes already published at runtime (valid navigate targets besides the bundled ones). */
  published?: readonly string[];
}

let bundledCache: { root: string; routes: ReturnType<typeof routesOf> } | undefined;
function bundledRoutes(root: string) {
  if (bundledCache?.root !== root) bundledCache = { root, routes: routesOf(readPageFiles(root)) };
  return bundledCache.routes;
}

/** The check the gateway runs before publishing (and the console and the CLI show): page rules + runtime route rules. */
export function checkRuntimePage({ root, route, json, published = [] }: RuntimeCheckInput): Problem[] {
  const file = `published:${route}`;
  const routes = bundledRoutes(root);
  const bundled: BundledRoute[] = routes.map((r) => ({ path: r.path, name: r.name }));
  const targets = {
    paths: [...routes.map((r) => r.path), ...published, route],
    names: new Set(routes.map((r) => r.name)),
    tabs: routes.filter((r) => r.tabBar).map((r) => r.path),
  };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [{ file, pointer: '', message: 'a page must be a JSON object' }];
  return [...checkPageJson(file, json, targets), ...runtimeRouteProblems(file, json, route, bundled)];
}
