/**
 * `npm run schemas:check [files...]`: checks page schemas (all, or the files given) and that
 * generated files are fresh. Prints `file:JSON-pointer: message` per problem; exits 1 if any.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPageFile, readPageFiles } from '../build/page-files';
import { generatedProblems } from './check/generated';
import { pageRuleProblems } from './check/page-rules';
import { pageValidator } from './check/page-validator';
import { formatProblem, type Problem } from './check/problem';
import { duplicateRouteProblems, routesOf } from './check/routes';
import { schemaProblems } from './check/schema-errors';

export type { Problem } from './check/problem';

/** Checks the page schemas under `root` (only `files` when given, paths relative to root or absolute). */
export function checkPages(root: string, files: readonly string[] = []): Problem[] {
  const all = readPageFiles(root);
  const chosen = files.length ? files.map((f) => readPageFile(root, resolve(root, f))) : all;
  const routes = routesOf(all);
  const paths = routes.map((r) => r.path);
  const names = new Set(routes.map((r) => r.name));
  const validate = pageValidator();
  const problems = chosen.flatMap((page): Problem[] => {
    if (page.parseError !== undefined) return [{ file: page.relPath, pointer: '', message: `not valid JSON: ${page.parseError}` }];
    const valid = validate(page.json);
    const schema = valid ? [] : schemaProblems(page.relPath, page.json, validate.errors ?? []);
    return [...schema, ...pageRuleProblems(page.relPath, page.json, paths, names)];
  });
  return [...problems, ...duplicateRouteProblems(routes, new Set(chosen.map((p) => p.relPath)))];
}

/** Page problems plus stale generated files (the CLI's full run). */
export async function checkAll(root: string, files: readonly string[] = []): Promise<Problem[]> {
  return [...checkPages(root, files), ...(await generatedProblems(root))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = await checkAll(root, process.argv.slice(2));
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) found.`);
    process.exitCode = 1;
  } else {
    console.log('schemas:check: all page schemas and generated files are fine.');
  }
}
