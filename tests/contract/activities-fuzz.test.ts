// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '@/renderer/page-view';
import { checkPageJson, routeTargetsOf } from '../../scripts/check-schemas';
import { mockIntersectionObserver } from '../support/intersection-mock';
import { renderPage } from '../support/render-page';
import { ACTIVITY_ANSWERS, ACTIVITY_PAGES } from '../unit/pages/activity-fixtures';
import { fakeCallRaw, pageFile } from '../unit/pages/page-harness';

/**
 * Issue #18's fuzz test: 1,000 schemas mutated (fixed seed) from the activity and block pages,
 * each mutation inside one top-level block. Each either fails the checker with its file and a JSON
 * pointer into the mutant, or renders (production mode) with every other block drawing what it
 * draws on the page without the faulty block, and every contained problem reported under that block.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const SEED = 18;
const RUNS = 1000;
const TYPES = ['text', 'image', 'button', 'card', 'container', 'lottery', 'countdown', 'coupon-receive', 'goods-showcase', 'rich-text', 'result', 'tabs', 'nope'];

/** Every path inside the JSON value (the value itself included). */
function pathsOf(value: Json, at: Path = []): Path[] {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...at, i]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))
      : [];
  return [at, ...inner];
}

function setAt(root: Json, path: Path, make: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return make(root) ?? null;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  const next = make(node[last]!);
  if (next === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}

type Mutation =
  | { kind: 'replace'; value: Json }
  | { kind: 'delete' }
  | { kind: 'addKey'; key: string; value: Json }
  | { kind: 'retype'; type: string }
  | { kind: 'stringify' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> }),
  fc.constant({ kind: 'delete' as const }),
  fc.record({ kind: fc.constant('addKey' as const), key: fc.oneof(fc.constantFrom('when', 'data', 'props', 'blocks', 'hideWhenEmpty', 'layout', 'api', 'between'), fc.string({ maxLength: 6 })), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> }),
  fc.record({ kind: fc.constant('retype' as const), type: fc.constantFrom(...TYPES) }),
  fc.constant({ kind: 'stringify' as const }),
);

function mutate(page: Json, blockIndex: number, pick: number, m: Mutation): Json {
  const block = (page as { blocks: Json[] }).blocks[blockIndex]!;
  const paths = pathsOf(block);
  const inner = paths[pick % paths.length]!;
  const path: Path = ['blocks', blockIndex, ...inner];
  switch (m.kind) {
    case 'replace':
      return setAt(page, path, () => m.value);
    case 'delete':
      return inner.length === 0 ? setAt(page, path, () => ({})) : setAt(page, path, () => undefined);
    case 'addKey':
      return setAt(page, path, (old) => (old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [m.key]: m.value } : { [m.key]: m.value }));
    case 'retype':
      return setAt(page, ['blocks', blockIndex, 'type'], () => m.type);
    case 'stringify':
      return setAt(page, path, (old) => JSON.stringify(old));
  }
}

/** Whether a JSON pointer (or, for a missing key, its parent) exists in the document. */
function pointsInto(doc: Json, pointer: string): boolean {
  if (pointer === '') return true;
  const parts = pointer.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: Json | undefined = doc;
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object') return i === parts.length - 1;
    const next: Json | undefined = (node as Record<string, Json>)[part];
    if (next === undefined) return i === parts.length - 1;
    node = next;
  }
  return true;
}

/** The page's texts, block by block, after its data has loaded (the countdown's ticking text left out). */
async function renderTexts(page: PageSchema, query: Record<string, string>) {
  const callRaw = fakeCallRaw(ACTIVITY_ANSWERS);
  const { container, report } = renderPage(page, { mode: 'production', callRaw, query });
  const read = () => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('[role="timer"]')) texts.push(text);
    }
    return texts;
  };
  // Settled: no skeleton, and the same texts twice in a row (widget chunks and data have arrived).
  let texts = read();
  for (let i = 0; i < 200; i += 1) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    const now = read();
    const same = now.join('\n') === texts.join('\n');
    texts = now;
    if (same && !container.querySelector('.adm-skeleton')) break;
  }
  const reports = report.mock.calls.map(([r]) => (r as { pointer: string }).pointer);
  cleanup();
  return { texts, reports };
}

const QUERIES: Record<string, Record<string, string>> = {
  'activity/byRegionType.json': { type: 'ZERO_BUY', title: '0元购' },
  'block/byIds.json': { ids: 'SPU1008,SPU1001' },
};

let targets: ReturnType<typeof routeTargetsOf>;
const pages = new Map(ACTIVITY_PAGES.map((file) => [file, pageFile(file) as unknown as Json]));
const withoutBlock = new Map<string, string[]>();

beforeAll(() => {
  targets = routeTargetsOf(process.cwd());
  mockIntersectionObserver(true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe('1,000 mutated activity pages', () => {
  it('every real page passes the checker', () => {
    for (const [file, json] of pages) expect(checkPageJson(file, json, targets), file).toEqual([]);
  });

  it('each mutant fails schemas:check with its file and a pointer, or renders without harm outside its faulty block', async () => {
    let refused = 0;
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACTIVITY_PAGES), fc.nat(), fc.nat(), mutation, async (file, blockPick, pathPick, m) => {
        const page = pages.get(file)!;
        const blocks = (page as { blocks: Json[] }).blocks;
        const index = blockPick % blocks.length;
        const mutant = mutate(page, index, pathPick, m);
        const problems = checkPageJson(file, mutant, targets);
        if (problems.length > 0) {
          refused += 1;
          for (const p of problems) {
            expect(p.file).toBe(file);
            expect(p.pointer === '' || p.pointer.startsWith('/'), p.pointer).toBe(true);
            expect(pointsInto(mutant, p.pointer), `${file}:${p.pointer}: ${p.message}`).toBe(true);
          }
          return;
        }
        rendered += 1;
        const key = `${file}#${index}`;
        let expected = withoutBlock.get(key);
        if (!expected) {
          const rest = { ...(page as object), blocks: blocks.filter((_, i) => i !== index) } as unknown as PageSchema;
          // A page left with no block shows the page-level 暂无数据, which is not a block's.
          expected = rest.blocks.length === 0 ? [] : (await renderTexts(rest, QUERIES[file] ?? {})).texts;
          withoutBlock.set(key, expected);
        }
        const { texts, reports } = await renderTexts(mutant as unknown as PageSchema, QUERIES[file] ?? {});
        const left = [...texts];
        for (const text of expected) {
          const at = left.indexOf(text);
          expect(at, `${file}: "${text}" (outside /blocks/${index}) is missing after ${JSON.stringify(m).slice(0, 120)}`).toBeGreaterThanOrEqual(0);
          left.splice(at, 1);
        }
        for (const pointer of reports) expect(pointer.startsWith(`/blocks/${index}`), pointer).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(refused + rendered).toBe(RUNS);
    expect(refused).toBeGreaterThan(100);
    expect(rendered).toBeGreaterThan(50);
  }, 120_000);
});

