import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const SKELETON = `# Performance

Numbers written by \`npm run bench\` (scripts/bench/run.ts); each section is replaced on every run.
How to run and what is measured: docs/testing.md.

<!-- gateway-bench:start -->
<!-- gateway-bench:end -->
`;

/** Replaces (or appends) the block between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`, leaving the rest as it is. */
export function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) return text.slice(0, from) + block + text.slice(to + end.length);
  return `${text.trimEnd()}\n\n${block}\n`;
}

/** Writes the given sections into docs/performance.md; the gateway block and other text are kept. */
export function writeSections(path: string, sections: Record<string, string>): void {
  let text = existsSync(path) ? readFileSync(path, 'utf8') : SKELETON;
  for (const [name, body] of Object.entries(sections)) text = replaceSection(text, name, body);
  writeFileSync(path, text);
}
