import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { rolldown } from 'rolldown';
import { viteJsonPlugin } from 'rolldown/experimental';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../build/page-routes-plugin';
import { readPageFiles } from '../../build/page-files';
import { checkPageJson, routeTargetsOf } from '../check-schemas';
import { limitProblems, PAGE_LIMITS } from './limits';

const root = process.cwd();
const targets = routeTargetsOf(root);
const work = mkdtempSync(join(tmpdir(), 'page-mutants-'));
mkdirSync(join(work, 'schemas/pages'), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const text = (t: string): Json => ({ type: 'text', props: { text: t } });
const container = (blocks: unknown[]): Json => ({ type: 'container', blocks });

/** `levels` containers around one text block. */
function nested(levels: number): Json {
  let node = text('最里面');
  for (let i = 0; i < levels; i++) node = container([node]);
  return node;
}

const page = (blocks: unknown[], extra: Json = {}): Json => ({ route: { path: '/mutant', name: 'mutant', login: 'none' }, title: '变异页面', blocks, ...extra });

/**
 * The build's two readers of a page: the page-routes plugin (route table, widget types, prefetch plan) and
 * Vite's JSON import (builtin:vite-json under rolldown) of the page file. Throws what the build would.
 */
async function build(json: unknown): Promise<void> {
  const file = join(work, 'schemas/pages/mutant.json');
  writeFileSync(file, JSON.stringify(json, null, 2));
  const plugin = pageRoutes(work);
  const load = plugin.load as (this: unknown, id: string) => string | undefined;
  load.call({ addWatchFile: () => undefined, error: (message: string) => { throw new Error(message); } }, '\0virtual:page-routes');
  const entry = join(work, 'entry.js');
  writeFileSync(entry, "export const load = () => import('./schemas/pages/mutant.json');\n");
  const bundle = await rolldown({ input: entry, plugins: [viteJsonPlugin({ minify: true, stringify: 'auto' } as never)], logLevel: 'silent' });
  try {
    await bundle.generate({});
  } finally {
    await bundle.close();
  }
}

const accepts = (json: unknown) => checkPageJson('schemas/pages/mutant.json', json, targets).length === 0;

/** Ways to grow a real page: deeper, wider, longer text, more items. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('deep' as const), n: fc.integer({ min: 1, max: 600 }) }),
  fc.record({ kind: fc.constant('wide' as const), n: fc.integer({ min: 1, max: 700 }) }),
  fc.record({ kind: fc.constant('long' as const), n: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('jsonDeep' as const), n: fc.integer({ min: 1, max: 300 }) }),
);

function mutate(base: Json, m: { kind: 'deep' | 'wide' | 'long' | 'jsonDeep'; n: number }): Json {
  const blocks = Array.isArray(base.blocks) ? base.blocks : [];
  if (m.kind === 'deep') return { ...base, blocks: [...blocks, nested(m.n)] };
  if (m.kind === 'wide') return { ...base, blocks: [...blocks, ...Array.from({ length: m.n }, (_, i) => text(`第${i}行`))] };
  if (m.kind === 'long') return { ...base, blocks: [...blocks, text('长'.repeat(m.n))] };
  let value: unknown = '值';
  for (let i = 0; i < m.n; i++) value = [value];
  return { ...base, blocks: [...blocks, { type: 'text', props: { text: '文本' }, when: { equals: value } }] };
}

const bases = readPageFiles(root).filter((p) => p.relPath.startsWith('schemas/pages/') && p.parseError === undefined).slice(0, 6).map((p) => ({ ...(p.json as Json), route: { ...((p.json as Json).route as Json), path: '/mutant', name: 'mutant' } }));

describe('the checker has limits the build can bear', () => {
  it.each([200, 300, 400, 600])('refuses blocks nested %i levels deep, naming the limit', (levels) => {
    const problems = checkPageJson('p.json', page([nested(levels)]), targets);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/nested more than 32 levels|blocks nested \d+ levels deep/);
  });

  it('names each limit with the pointer of the first place that breaks it', () => {
    expect(limitProblems('p.json', page([nested(PAGE_LIMITS.blockDepth)]))[0]?.pointer).toBe('/blocks/0'.repeat(PAGE_LIMITS.blockDepth) + '/blocks');
    const card = { type: 'card', props: { title: '卡片' }, blocks: Array.from({ length: 300 }, () => text('x')) };
    expect(limitProblems('p.json', page([card, card]))).toEqual([
      { file: 'p.json', pointer: '/blocks/1/blocks', message: 'more than 600 blocks in one page' },
    ]);
    expect(limitProblems('p.json', page([text('x'.repeat(10_001))]))).toEqual([
      { file: 'p.json', pointer: '/blocks/0/props/text', message: 'text of 10001 characters is longer than the limit of 10000' },
    ]);
    expect(limitProblems('p.json', page([], { data: { list: { value: Array.from({ length: 501 }, () => 1) } } }))[0]?.message).toMatch(/501 items/);
  });

  it('does not crash on a file nested far deeper than the stack', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(() => checkPageJson('p.json', page([], { x: value }), targets)).not.toThrow();
  });

  it('the deepest page the checker accepts builds', async () => {
    const deepest = page([nested(PAGE_LIMITS.blockDepth - 1)]);
    expect(checkPageJson('p.json', deepest, targets)).toEqual([]);
    await build(deepest);
  }, 30_000);

  it('whatever the checker accepts of a generated corpus of mutated pages, the build accepts', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: bases.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (i, ms) => {
        const mutant = ms.reduce(mutate, bases[i] as Json);
        if (!accepts(mutant)) return void refused++;
        accepted++;
        await build(mutant);
      }),
      { seed: 20261124, numRuns: 60, endOnFailure: true },
    );
    // The corpus exercises both sides of the limits.
    expect(accepted).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  }, 120_000);
});
