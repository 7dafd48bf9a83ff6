/**
 * The page checker's core: ONE module shared by the local checker (scripts/check-schemas.ts,
 * `npm run schemas:check`), the gateway's publishing endpoint (server/ops) and the operator
 * console (through /ops/api/check). It imports the widget catalog and the renderer's page schema,
 * so it sits in its own top-level folder, outside the src / widgets / server layers.
 */
import { readPageFiles } from '../build/page-files';
import { bindingProblems } from '../scripts/check/binding-rules';
import { blockProblems, type CheckedWidget } from '../scripts/check/block-rules';
import { limitProblems } from '../scripts/check/limits';
import { pageRuleProblems, type RouteTargets } from '../scripts/check/page-rules';
import { pageValidator } from '../scripts/check/page-validator';
import type { Problem } from '../scripts/check/problem';
import { queryProblems } from '../scripts/check/query-rules';
import { routesOf } from '../scripts/check/routes';
import { schemaProblems } from '../scripts/check/schema-errors';
import { widgetCatalog } from '../widgets/catalog';

export type { Problem } from '../scripts/check/problem';
export { formatProblem } from '../scripts/check/problem';
export type { RouteTargets } from '../scripts/check/page-rules';

const widgets: ReadonlyMap<string, CheckedWidget> = new Map(widgetCatalog.map((w) => [w.type, w as CheckedWidget]));
const requiredProps = (type: string) => ((widgets.get(type)?.propsSchema.required ?? []) as string[]);

/** The routes of the page schemas under `root`, as navigate/switchTab targets. */
export function routeTargetsOf(root: string): RouteTargets {
  const routes = routesOf(readPageFiles(root));
  return { paths: routes.map((r) => r.path), names: new Set(routes.map((r) => r.name)), tabs: routes.filter((r) => r.tabBar).map((r) => r.path) };
}

/** Checks one parsed page (named `file` in the problems) against the project's routes; no route-uniqueness check. */
export function checkPageJson(file: string, json: unknown, targets: RouteTargets): Problem[] {
  // Over the size limits nothing else is checked: the build could not import the page anyway.
  const limits = limitProblems(file, json);
  if (limits.length > 0) return limits;
  const validate = pageValidator();
  const bindings = bindingProblems(file, json);
  const valid = validate(json);
  const superseded = bindings.map((p) => p.pointer.replace(/\/\$(user|app|param)$/, ''));
  const schema = valid ? [] : schemaProblems(file, json, validate.errors ?? [], superseded, requiredProps);
  return [...schema, ...bindings, ...blockProblems(file, json, widgets), ...queryProblems(file, json), ...pageRuleProblems(file, json, targets)];
}
