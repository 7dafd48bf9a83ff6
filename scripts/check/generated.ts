import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './problem';

/** A generated file, the command that regenerates it, and its expected text. */
interface Generated {
  file: string;
  command: string;
  render: () => string | Promise<string>;
}

async function targets(): Promise<Generated[]> {
  const [page, contract, validators, docs] = await Promise.all([
    import('../gen-page-schema'),
    import('../gen-api-contract'),
    import('../compile-validators'),
    import('../gen-widget-docs'),
  ]);
  const validatorFiles = validators.renderValidatorFiles();
  const apiFiles = contract.readApiFiles();
  return [
    ...Object.entries(validatorFiles).map(([file, text]) => ({ file, command: 'npm run validators:gen', render: () => text })),
    { file: docs.WIDGET_DOCS_FILE, command: 'npm run docs:widgets', render: docs.renderWidgetDocs },
    { file: page.PAGE_SCHEMA_FILE, command: 'npm run schemas:gen', render: page.renderPageSchema },
    { file: 'schemas/api/contract.gen.ts', command: 'npm run api:gen', render: () => contract.renderContract(apiFiles) },
    { file: 'schemas/api/meta.gen.ts', command: 'npm run api:gen', render: () => contract.renderMeta(apiFiles) },
  ];
}

/** A problem for every generated file that is missing or differs from what its generator writes now. */
export async function generatedProblems(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const target of await targets()) {
    const path = join(root, target.file);
    const expected = await target.render();
    const actual = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (actual !== expected) {
      const what = actual === undefined ? 'is missing' : 'is stale';
      problems.push({ file: target.file, pointer: '', message: `generated file ${what}; run ${target.command}` });
    }
  }
  return problems;
}
