/**
 * `npm run schemas:check [files...]`: checks page schemas (all, or only the files given) against
 * their JSON Schema, the widgets' contracts and the gateway contract (schemas/api/). Prints
 * `file:JSON-pointer: message` per problem; exits 1 if any. Stale generated files are a separate
 * check: `npm run generated:check` (scripts/check-generated.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPageFile, readPageFiles } from '../build/page-files';
import { checkPageJson } from '../checker/check-page';
import { formatProblem, type Problem } from './check/problem';
import { duplicateRouteProblems, routesOf } from './check/routes';

export type { Problem } from './check/problem';
// The core is shared with the gateway's publishing check and the operator console (checker/).
export { checkPageJson, routeTargetsOf } from '../checker/check-page';

/** Checks the page schemas under `root` (only `files` when given, paths relative to root or absolute). */
export function checkPages(root: string, files: readonly string[] = []): Problem[] {
  const all = readPageFiles(root);
  const chosen = files.length ? files.map((f) => readPageFile(root, resolve(root, f))) : all;
  const routes = routesOf(all);
  const targets = { paths: routes.map((r) => r.path), names: new Set(routes.map((r) => r.name)), tabs: routes.filter((r) => r.tabBar).map((r) => r.path) };
  const problems = chosen.flatMap((page): Problem[] => {
    if (page.parseError !== undefined) return [{ file: page.relPath, pointer: '', message: `not valid JSON: ${page.parseError}` }];
    return checkPageJson(page.relPath, page.json, targets);
  });
  return [...problems, ...duplicateRouteProblems(routes, new Set(chosen.map((p) => p.relPath)))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkPages(root, process.argv.slice(2));
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) found.`);
    process.exitCode = 1;
  } else {
    console.log(`schemas:check: ${process.argv.length > 2 ? 'the page schemas given are' : 'all page schemas are'} fine.`);
  }
}
