import { matchesRoute } from './routes';
import type { Problem } from './problem';
import { walkObjects } from './walk';

/** Checks beyond the JSON Schema: navigate targets exist, named data sources are defined. */
export function pageRuleProblems(file: string, json: unknown, routePaths: readonly string[], routeNames: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const page = json as { data?: Record<string, unknown>; route?: { dropCache?: unknown } };
  const sources = new Set(Object.keys(page.data ?? {}));
  walkObjects(json, (obj, pointer) => {
    if (obj.kind === 'navigate' && typeof obj.to === 'string' && !matchesRoute(obj.to, routePaths)) {
      problems.push({ file, pointer: `${pointer}/to`, message: `navigate target "${obj.to}" is not a route of any page schema` });
    }
    if (/\/blocks\/\d+$/.test(pointer) && typeof obj.data === 'string' && !sources.has(obj.data)) {
      problems.push({ file, pointer: `${pointer}/data`, message: `data source "${obj.data}" is not defined in the page's "data"` });
    }
  });
  const dropCache = Array.isArray(page.route?.dropCache) ? page.route.dropCache : [];
  dropCache.forEach((name, i) => {
    if (typeof name === 'string' && !routeNames.has(name)) problems.push({ file, pointer: `/route/dropCache/${i}`, message: `no route is named "${name}"` });
  });
  return problems;
}
