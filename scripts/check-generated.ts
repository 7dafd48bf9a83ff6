/**
 * `npm run generated:check`: every generated file (page.schema.json, the precompiled validators,
 * docs/widgets.md, the API contract) is what its generator writes now. Prints `file:/: message`
 * per stale or missing file (with the command that regenerates it); exits 1 if any.
 */
import { fileURLToPath } from 'node:url';
import { generatedProblems } from './check/generated';
import { formatProblem } from './check/problem';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = await generatedProblems(root);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length) {
    console.error(`\n${problems.length} generated file(s) stale.`);
    process.exitCode = 1;
  } else {
    console.log('generated:check: all generated files are fresh.');
  }
}
