import { callActionProblems } from './call-rules';
import { didYouMean } from './did-you-mean';
import { matchesRoute } from './routes';
import type { Problem } from './problem';
import { walkObjects } from './walk';

/** The routes the page rules check targets against. */
export interface RouteTargets {
  paths: readonly string[];
  names: ReadonlySet<string>;
  /** Paths of the tab pages (`"tabBar": true`), the only targets of `switchTab`. */
  tabs: readonly string[];
}

/** Checks beyond the JSON Schema: navigate and switchTab targets exist, named data sources are defined. */
export function pageRuleProblems(file: string, json: unknown, routes: RouteTargets): Problem[] {
  const problems: Problem[] = [];
  const page = json as { data?: Record<string, unknown>; route?: { dropCache?: unknown; query?: unknown }; titleFrom?: { data?: unknown }; titleQuery?: unknown };
  const sources = new Set(Object.keys(page.data ?? {}));
  walkObjects(json, (obj, pointer) => {
    if (obj.kind === 'navigate' && typeof obj.to === 'string' && !matchesRoute(obj.to, routes.paths)) {
      problems.push({ file, pointer: `${pointer}/to`, message: `navigate target "${obj.to}" is not a route of any page schema${didYouMean(obj.to, routes.paths)}` });
    }
    if (obj.kind === 'switchTab' && typeof obj.to === 'string' && !routes.tabs.includes(obj.to.split(/[?#]/)[0] ?? '')) {
      problems.push({ file, pointer: `${pointer}/to`, message: `switchTab target "${obj.to}" is not a tab page (tabs: ${routes.tabs.join(', ')})${didYouMean(obj.to, routes.tabs)}` });
    }
    problems.push(...callActionProblems(file, obj, pointer, sources));
    if (/\/blocks\/\d+$/.test(pointer) && typeof obj.data === 'string' && !sources.has(obj.data)) {
      problems.push({ file, pointer: `${pointer}/data`, message: `data source "${obj.data}" is not defined in the page's "data"${didYouMean(obj.data, sources)}` });
    }
  });
  const titleSource = page.titleFrom?.data;
  if (typeof titleSource === 'string' && !sources.has(titleSource)) {
    problems.push({ file, pointer: '/titleFrom/data', message: `data source "${titleSource}" is not defined in the page's "data"${didYouMean(titleSource, sources)}` });
  }
  const queryNames = Array.isArray(page.route?.query) ? page.route.query.filter((q): q is string => typeof q === 'string') : [];
  if (typeof page.titleQuery === 'string' && !queryNames.includes(page.titleQuery)) {
    problems.push({ file, pointer: '/titleQuery', message: `query parameter "${page.titleQuery}" is not one of the route's "query" (${queryNames.join(', ') || 'none'})${didYouMean(page.titleQuery, queryNames)}` });
  }
  const dropCache = Array.isArray(page.route?.dropCache) ? page.route.dropCache : [];
  dropCache.forEach((name, i) => {
    if (typeof name === 'string' && !routes.names.has(name)) problems.push({ file, pointer: `/route/dropCache/${i}`, message: `no route is named "${name}"${didYouMean(name, routes.names)}` });
  });
  return problems;
}
