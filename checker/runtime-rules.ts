import type { Problem } from '../scripts/check/problem';

/** Route prefixes under which operators may create new pages without a release. */
export const OPERATOR_PREFIXES = ['/activity/', '/block/', '/themeActivities/', '/super/'] as const;

/** A bundled route (from schemas/pages), as the runtime rules see it. */
export interface BundledRoute {
  path: string;
  name: string;
}

/**
 * Rules for a page published at runtime, beyond checkPageJson: its route.path is the route it is
 * published under; a new route lies under an operator prefix and has no path parameters; its
 * route name is not taken by another bundled page; it is not a test page.
 */
export function runtimeRouteProblems(file: string, json: unknown, route: string, bundled: readonly BundledRoute[]): Problem[] {
  const page = json as { route?: { path?: unknown; name?: unknown; testOnly?: unknown } } | null;
  const path = page?.route?.path;
  const name = page?.route?.name;
  const problems: Problem[] = [];
  if (!/^\/[A-Za-z0-9_\-/]*$/.test(route) || route.includes('//')) problems.push({ file, pointer: '/route/path', message: `route "${route}" is not a plain path (letters, digits, -, _ and /)` });
  if (typeof path === 'string' && path !== route) problems.push({ file, pointer: '/route/path', message: `route.path "${path}" differs from the route it is published under ("${route}")` });
  const existing = bundled.find((r) => r.path === route);
  if (!existing && !OPERATOR_PREFIXES.some((p) => route.startsWith(p) && route.length > p.length)) {
    problems.push({ file, pointer: '/route/path', message: `a new route must start with one of ${OPERATOR_PREFIXES.join(', ')} (or override a bundled page)` });
  }
  if (typeof name === 'string') {
    const owner = bundled.find((r) => r.name === name && r.path !== route);
    if (owner) problems.push({ file, pointer: '/route/name', message: `route name "${name}" is already used by the bundled page ${owner.path}` });
  }
  if (page?.route?.testOnly === true) problems.push({ file, pointer: '/route/testOnly', message: 'a published page cannot be a test page' });
  return problems;
}
