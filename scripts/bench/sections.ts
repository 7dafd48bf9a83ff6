import type { BudgetResult } from './budget';
import { opsConsoleSection, type BundleReport } from './bundle';
import type { FormBenchRow } from './forms';
import { ms, table } from './format';
import type { LcpJs } from './lcp-js';
import type { RenderBenchResult, RenderMedians } from './render/types';

import { fileSize, kib } from './sizes';

const stamp = () => `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`._`;

export function bundleSection(bundle: BundleReport, lcp: LcpJs, budget: BudgetResult[], origin: string, distDir: string): string {
  const budgetTable = table(
    ['budget', 'gzip KiB', 'limit KiB', ''],
    budget.map((b) => [b.name, b.actualKiB.toFixed(1), b.budgetKiB, b.ok ? 'ok' : '**over**']),
  );
  const routes = table(
    ['route', 'JS KiB', 'JS gzip KiB', 'CSS KiB', 'CSS gzip KiB', 'JS files'],
    bundle.routes.map((r) => [`\`${r.path}\``, kib(r.js.raw), kib(r.js.gzip), kib(r.css.raw), kib(r.css.gzip), r.jsFiles]),
  );
  return [
    '## Bundle size',
    stamp(),
    `Build measured: ${origin}.`,
    table(
      ['part', 'JS KiB', 'JS gzip KiB', 'CSS KiB', 'CSS gzip KiB'],
      [
        ['entry (index.html) and its static imports', kib(bundle.entry.js.raw), kib(bundle.entry.js.gzip), kib(bundle.entry.css.raw), kib(bundle.entry.css.gzip)],
        ['boot: entry plus the chunks it imports at once (app start, React)', kib(bundle.boot.js.raw), kib(bundle.boot.js.gzip), kib(bundle.boot.css.raw), kib(bundle.boot.css.gzip)],
      ],
    ),
    ...opsConsoleSection(bundle),
    `Home page in Chromium (phone viewport, cold): largest contentful paint at ${ms(lcp.lcpMs)} ms; ${lcp.files.length} JS files requested before it, ${kib(lcp.size.raw)} KiB raw / ${kib(lcp.size.gzip)} KiB gzip.`,
    budgetTable,
    '### JS requested before the home page\'s LCP (largest first)',
    table(
      ['file', 'KiB', 'gzip KiB'],
      lcp.files
        .map((file) => ({ file, size: fileSize(distDir, file) }))
        .sort((a, b) => b.size.gzip - a.size.gzip)
        .map(({ file, size }) => [`\`${file}\``, kib(size.raw), kib(size.gzip)]),
    ),
    '### First-load assets per route',
    'Boot chunks (the start chunk holds the page renderer), the route\'s page-schema chunk and the chunks of the widgets its blocks use (static imports followed), gzip level 9. Largest first.',
    routes,
  ].join('\n\n');
}

const cell = (schema: number, plain: number, digits = 0) => `${schema.toFixed(digits)} / ${plain.toFixed(digits)} (${plain > 0 ? (schema / plain).toFixed(2) : '-'}x)`;

function renderRow(blocks: number, runs: number, s: RenderMedians, p: RenderMedians): (string | number)[] {
  return [blocks, runs, cell(s.domMs, p.domMs), cell(s.lcpMs, p.lcpMs), cell(s.tbtMs, p.tbtMs), cell(s.heapMiB, p.heapMiB, 1)];
}

export function renderSection(result: RenderBenchResult): string {
  const head = ['## Render time', stamp()];
  const rows = result.rows.map((r) => renderRow(r.blocks, r.runs, r.schema, r.plain));
  const verdicts = result.rows.map((r) => {
    const lcpRatio = r.schema.lcpMs / r.plain.lcpMs;
    return `- ${r.blocks} blocks: LCP ratio ${lcpRatio.toFixed(2)} (target <= 0.6: ${lcpRatio <= 0.6 ? 'met' : 'not met'}), TBT ${r.schema.tbtMs.toFixed(0)} ms (target < 200: ${r.schema.tbtMs < 200 ? 'met' : 'not met'})`;
  });
  return [
    ...head,
    'Renderer vs the same page written as plain React with the same widgets; Chromium, 4x CPU throttling, phone viewport, cold load, runs alternated; medians. Cells: renderer / plain (ratio).',
    table(['blocks', 'runs', 'whole page in DOM ms', 'LCP ms', 'TBT ms', 'JS heap MiB'], rows),
    verdicts.join('\n'),
  ].join('\n\n');
}

export function formSection(rows: FormBenchRow[]): string {
  return [
    '## Form validation',
    stamp(),
    `ajv, credit-info form, ${rows[0]?.runs ?? 0} validations each of valid and of invalid data.`,
    table(
      ['validator', 'compile ms', 'valid total ms', 'invalid total ms', 'per validation µs'],
      rows.map((r) => [r.validator, r.compileMs === undefined ? 'build time' : ms(r.compileMs), ms(r.validMs), ms(r.invalidMs), r.perValidationUs.toFixed(1)]),
    ),
  ].join('\n\n');
}
