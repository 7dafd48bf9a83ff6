import type { BudgetResult } from './budget';
import type { BundleReport } from './bundle';
import type { FormBench } from './forms';
import { ms, table } from './format';
import type { LcpJs } from './lcp-js';
import type { RenderBenchResult, RenderMedians } from './render/types';
import { kib } from './sizes';

const stamp = () => `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`._`;

export function bundleSection(bundle: BundleReport, lcp: LcpJs, budget: BudgetResult[]): string {
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
    `Entry (index.html) and its static imports: JS ${kib(bundle.entry.js.raw)} KiB raw / ${kib(bundle.entry.js.gzip)} KiB gzip, CSS ${kib(bundle.entry.css.raw)} KiB raw / ${kib(bundle.entry.css.gzip)} KiB gzip.`,
    `Home page in Chromium (phone viewport, cold): largest contentful paint at ${ms(lcp.lcpMs)} ms; ${lcp.files.length} JS files requested before it, ${kib(lcp.size.raw)} KiB raw / ${kib(lcp.size.gzip)} KiB gzip.`,
    budgetTable,
    '### First-load assets per route',
    'Entry closure plus the route\'s page-schema chunk and the chunks of the widgets its blocks use (static imports followed), gzip level 9.',
    routes,
  ].join('\n\n');
}

const cell = (schema: number, plain: number, digits = 0) => `${schema.toFixed(digits)} / ${plain.toFixed(digits)} (${plain > 0 ? (schema / plain).toFixed(2) : '-'}x)`;

function renderRow(blocks: number, runs: number, s: RenderMedians, p: RenderMedians): (string | number)[] {
  return [blocks, runs, cell(s.domMs, p.domMs), cell(s.lcpMs, p.lcpMs), cell(s.tbtMs, p.tbtMs), cell(s.heapMiB, p.heapMiB, 1)];
}

export function renderSection(result: RenderBenchResult): string {
  const head = ['## Render time', stamp()];
  if (!result.ready) return [...head, `Not measured: ${result.reason}`].join('\n\n');
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

export function formSection(bench: FormBench): string {
  return [
    '## Form validation',
    stamp(),
    `ajv, credit-info-like form, ${bench.runs} validations each of valid and invalid data (allErrors). Validator: ${bench.source}.`,
    table(
      ['compile ms', `${bench.runs} x valid ms`, `${bench.runs} x invalid ms`, 'per validation µs'],
      [[ms(bench.compileMs), ms(bench.validMs), ms(bench.invalidMs), bench.perValidationUs.toFixed(1)]],
    ),
  ].join('\n\n');
}
