/**
 * The credit-info form's submit path in the page (issue #20): the real form (SchemaForm, the form
 * schema, its precompiled validator, antd-mobile, production React) bundled into a bench page
 * (scripts/bench/form-submit/entry.tsx, esbuild), opened in Chromium at 4x CPU throttle
 * (CDP Emulation.setCPUThrottlingRate), and submitted `submits` times through the DOM, valid and
 * invalid data in turn, a new contact phone each time. Reported per 1,000 submits, min / median /
 * max over fresh page loads:
 *   - the validation work: time inside the checks SchemaForm asks (src/forms/form-check.ts
 *     `errorsOf`, over src/forms/field-check.ts: ajv, Chinese messages, cross-field rules): one for
 *     the whole form at each press of 提交, one in a field's rule as the field is typed while it
 *     shows a message; timed by a stand-in module around the real one, with how many checks ran a
 *     validator (misses) against how many were asked for;
 *   - the whole submit path: from the press of 提交 to onSubmit or the message on screen (the
 *     check, rc-field-form setting the messages, React committing them), for context;
 *   - the same for the reference in the same run (form-submit/reference-form.tsx: the same fields
 *     in a plain antd-mobile Form with hand-written rules), loaded in turn with the schema form
 *     (the order swaps each round), and the ratio of the two per round: the absolute figure moves
 *     with the machine (a busy host doubled it), and the reference shows whether the machine or
 *     the check did; a busy host does not slow both alike, so the ratio moves too.
 * Run alone: node --import tsx scripts/bench/form-submit.ts [--submits 1000] [--rounds 3]
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser } from '../../tests/e2e/support/browser';
import type { SubmitRun } from './form-submit/entry';
import { ms, table } from './format';

export const CPU_SLOWDOWN = 4;

export interface FormSubmitResult {
  submits: number;
  /** The schema form (SchemaForm and its field checks), one run per round. */
  rounds: SubmitRun[];
  /** The reference form in the same rounds (reference-form.tsx). */
  reference: SubmitRun[];
}

type FormKind = 'schema' | 'reference';

/** Bundles the bench page into a temp folder (production React, minified, CSS beside it). */
async function buildPage(root: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'form-submit-'));
  const timed = join(root, 'scripts/bench/form-submit/timed-form-check.ts');
  await build({
    entryPoints: [join(root, 'scripts/bench/form-submit/entry.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: dir,
    entryNames: 'page',
    tsconfig: join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl' },
    logLevel: 'error',
    plugins: [{
      name: 'timed-form-check',
      setup(b) {
        // Only SchemaForm's import is redirected; the stand-in imports the real module by path.
        b.onResolve({ filter: /^\.\/form-check$/ }, (args) => (args.importer.endsWith('SchemaForm.tsx') ? { path: timed } : undefined));
      },
    }],
  });
  writeFileSync(join(dir, 'index.html'), [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="stylesheet" href="/page.css"></head>',
    '<body><div id="root"></div><script type="module" src="/page.js"></script></body></html>',
  ].join(''));
  return dir;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] === '/' ? '/index.html' : (req.url ?? '/').split('?')[0] ?? '/';
    try {
      const body = readFileSync(join(dir, path.replace(/\.\.+/g, '')));
      // Cross-origin isolated, so performance.now() ticks in 5 µs steps rather than 100 µs.
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server })));
}

/** `rounds` fresh loads of the bench page at 4x CPU, each submitting the form `submits` times after a short warm-up. */
export async function benchFormSubmit(root: string, submits = 1000, rounds = 3): Promise<FormSubmitResult> {
  const dir = await buildPage(root);
  const { url, server } = await serve(dir);
  const browser = await launchBrowser();
  const runs: Record<FormKind, SubmitRun[]> = { schema: [], reference: [] };
  try {
    for (let r = 0; r < rounds; r += 1) {
      const order: FormKind[] = r % 2 === 0 ? ['schema', 'reference'] : ['reference', 'schema'];
      for (const kind of order) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(kind === 'reference' ? `${url}?form=reference` : url);
          await page.waitForFunction(() => window.__formReady === true, undefined, { timeout: 60_000 });
          if (!(await page.evaluate(() => window.crossOriginIsolated))) throw new Error('form-submit page is not cross-origin isolated (coarse timers)');
          await page.evaluate(() => window.__runSubmits(20));
          const run = await page.evaluate((n) => window.__runSubmits(n), submits);
          if (errors.length) throw new Error(`form-submit page errors: ${errors.join('; ')}`);
          if (run.accepted + run.refused !== submits) throw new Error(`form-submit: ${run.accepted + run.refused} outcomes for ${submits} submits`);
          runs[kind].push(run);
          console.log(`[bench] form submit round ${r + 1}, ${kind} form: check ${ms(run.checkMs)} ms (of which ${ms(run.checkMissMs)} ms in the ${run.checkMisses} checks run of ${run.checkCalls} asked), submit path ${ms(run.submitMs)} ms for ${submits} submits`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { submits, rounds: runs.schema, reference: runs.reference };
}

/** The middle value (the mean of the two middle ones for an even count). */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[Math.floor(s.length / 2)] ?? 0) : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};
/** min / median / max, each written by `format` (milliseconds by default). */
const spread = (xs: number[], format: (x: number) => string = ms) =>
  `${format(Math.min(...xs))} / ${format(median(xs))} / ${format(Math.max(...xs))}`;
const times = (x: number) => `${x.toFixed(2)}x`;

/** The in-page part of the "Form validation" block of docs/performance.md. */
export function formSubmitSection(result: FormSubmitResult): string {
  const per1000 = (x: number) => (x * 1000) / result.submits;
  const rs = result.rounds;
  const ref = result.reference;
  const medianCheck = median(rs.map((r) => per1000(r.checkMs)));
  // Paired per round: the two forms were loaded one after the other on the same machine.
  const ratios = rs.map((r, i) => r.checkMs / Math.max(ref[i]?.checkMs ?? 0, 1e-9));
  const message = rs[0]?.message ?? '';
  return [
    '### Submit path in the page (Chromium, 4x CPU)',
    `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (scripts/bench/form-submit.ts), load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} on ${cpus().length} CPUs._`,
    `The credit-info form as the app draws it (SchemaForm, schemas/forms/credit-info.json, precompiled validator, antd-mobile, production React) in a bench page built by scripts/bench/form-submit.ts, and in the same run the reference: the same fields in a plain antd-mobile Form with hand-written rules and the same messages (scripts/bench/form-submit/reference-form.tsx), each loaded fresh in turn, Chromium at ${CPU_SLOWDOWN}x CPU throttle, 390x844. Each round is a fresh page load of each form and ${result.submits} submits through the DOM: type a contact phone (valid and invalid in turn, a new number each time, so no answer comes from memory), press 提交, wait for onSubmit or the message (${message ? `「${message}」` : 'none seen'}). ${rs.length} rounds; figures per 1,000 submits, min / median / max.`,
    table(
      ['what', 'ms per 1,000 submits', 'notes'],
      [
        ['validation work: time inside the checks SchemaForm asks (ajv, Chinese messages, cross-field rules), remembered answers included', spread(rs.map((r) => per1000(r.checkMs))), `checks asked for: ${rs.map((r) => r.checkCalls).join(' / ')} (one for the whole form per press of 提交, one per field rule run as a field showing a message is typed)`],
        ['of which the checks that ran a validator', spread(rs.map((r) => per1000(r.checkMissMs))), `checks that ran one: ${rs.map((r) => r.checkMisses).join(' / ')} (the edited field's validator, once per submit: at the press, or in its rule as it was typed)`],
        ['whole submit path: press of 提交 to onSubmit or the message on screen', spread(rs.map((r) => per1000(r.submitMs))), 'the check, rc-field-form setting the messages, React committing them; for context'],
        ['reference, validation work: time inside its hand-written field rules', spread(ref.map((r) => per1000(r.checkMs))), `rules run: ${ref.map((r) => r.checkCalls).join(' / ')} (every field's rule at each submit)`],
        ['reference, whole submit path', spread(ref.map((r) => per1000(r.submitMs))), 'rc-field-form running every field\'s rule, React committing the message; for context'],
        ['validation work, schema form / reference (paired per round)', spread(ratios, times), 'the two forms loaded one after the other on the same machine; a busy host does not slow both alike'],
      ],
    ),
    `Target (under 100 ms of validation work per 1,000 submits at 4x): **${medianCheck < 100 ? 'met' : 'not met'}** in the median round (${ms(medianCheck)} ms); ${ms(median(ref.map((r) => per1000(r.checkMs))))} ms for the reference, ${times(median(ratios))}.`,
  ].join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await benchFormSubmit(root, arg('submits', 1000), arg('rounds', 3));
  console.log(`\n${formSubmitSection(result)}`);
}
