import { table } from './format';
import type { RouteLcpResult, Stats } from './route-lcp';

/** The targets (issue #20): LCP at or below 0.8x its plain-React page; the 500-block page whole at or below 1.2x, TBT under 200 ms, heap at or below 1.1x. */
const LCP_TARGET = 0.8;
const DOM_TARGET = 1.2;
const TBT_TARGET_MS = 200;
const HEAP_TARGET = 1.1;

const stamp = () => `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (scripts/bench/route-lcp.ts)._`;
const range = (s: Stats, digits = 0) => `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)} / ${s.max.toFixed(digits)}`;
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The doc section: each page's LCP against its own plain-React page, and the harness-like pages' other figures. */
export function routeLcpSection(result: RouteLcpResult): string {
  return [
    '## Route LCP at 4x CPU and slow 4G',
    stamp(),
    `Cold loads (fresh browser context, cache disabled, guest) at Chromium CDP \`Emulation.setCPUThrottlingRate\` 4 and \`Network.emulateNetworkConditions\` slow 4G (562.5 ms RTT, 1.44 Mbps down, 675 kbps up), phone viewport. Each page is paired with its own plain-React page (React 18 + antd-mobile, the same widget components and blocks, the same apiCodes fetched from the same gateway; scripts/bench/reference/), served by the same gateway process from the same origin. ${result.runs} rounds, every page loaded once per round in an order that rotates. Cells: min / median / max ms. Ratio: median of the per-round ratios app / reference. LCP element: the one seen most often.`,
    table(
      ['page', 'app LCP ms', 'plain React LCP ms', 'ratio', `target ≤ ${LCP_TARGET}x`, 'LCP element (app / plain)'],
      result.pairs.map((p) => [p.page, range(p.app), range(p.reference), `${p.ratio.toFixed(2)}x`, verdict(p.ratio <= LCP_TARGET), `\`${p.appElement}\` / \`${p.referenceElement}\``]),
    ),
    'Harness-like page (banner from BA006, entry grid, 250 cards each with a text, the credit-info form), twice against its plain-React page: as a bench page that mounts the renderer alone (no router, stores of a guest; the page as the app renders a bundled one, with its route\'s modulepreload links but no data or drawn first screen in its HTML), and published on the gateway (POST /ops/api/publish) and opened in the whole app, as a customer opens an operator\'s activity page (its HTML carries its version, guest answers and drawn first screen: docs/operators.md).',
    table(
      ['page', 'figure', 'app', 'plain React', 'ratio', 'target', ''],
      result.harness.flatMap((h) => [
        [h.page, 'every block in the DOM ms', range(h.domMs.app), range(h.domMs.reference), `${h.domMs.ratio.toFixed(2)}x`, `≤ ${DOM_TARGET}x`, verdict(h.domMs.ratio <= DOM_TARGET)],
        ['', 'TBT-like ms (long tasks − 50 ms, until whole)', range(h.tbtMs.app), range(h.tbtMs.reference), '', `< ${TBT_TARGET_MS} ms`, verdict(h.tbtMs.app.median < TBT_TARGET_MS)],
        ['', 'JS heap after GC MiB', range(h.heapMiB.app, 1), range(h.heapMiB.reference, 1), `${h.heapMiB.ratio.toFixed(2)}x`, `≤ ${HEAP_TARGET}x`, verdict(h.heapMiB.ratio <= HEAP_TARGET)],
      ]),
    ),
    `Machine: ${result.machine.cpus} CPUs, load average (1 / 5 / 15 min) ${load(result.machine.loadBefore)} before and ${load(result.machine.loadAfter)} after. Compare ratios within one run, not figures across runs.`,
  ].join('\n\n');
}
