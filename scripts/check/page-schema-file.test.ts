import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readPageFiles } from '../../build/page-files';
import { AJV_OPTIONS, EDITOR_KEYWORDS } from '../../src/renderer/schema/ajv-options';
import { checkPages } from '../check-schemas';
import { blockSnippets, renderPageSchema } from '../gen-page-schema';

const root = fileURLToPath(new URL('../..', import.meta.url));
const unescape = (v: unknown): unknown =>
  typeof v === 'string' ? v.replace(/\\([$}\\])/g, '$1') : Array.isArray(v) ? v.map(unescape) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/\\\$/g, '$'), unescape(x)])) : v;

// What `npm run schemas:gen` writes now (whether the committed file is current is generated:check's job).
const schema = JSON.parse(await renderPageSchema()) as Record<string, unknown>;
const validate = new Ajv({ ...AJV_OPTIONS, keywords: [...EDITOR_KEYWORDS] }).compile(schema);

describe('schemas/page.schema.json (what editors load)', () => {
  it('accepts every real page (route targets, apiCodes and params included)', () => {
    const refused = readPageFiles(root).filter((p) => !validate(p.json)).map((p) => [p.relPath, validate.errors?.[0]]);
    expect(refused).toEqual([]);
  });

  it('refuses a navigate to an unknown route, a switchTab to a non-tab page and an unknown apiCode', () => {
    const page = (block: unknown) => ({ route: { path: '/x', name: 'x', login: 'optional' }, title: 'x', blocks: [block] });
    expect(validate(page({ type: 'button', props: { text: 'b', action: { kind: 'navigate', to: '/my/bills' } } }))).toBe(false);
    expect(validate(page({ type: 'button', props: { text: 'b', action: { kind: 'navigate', to: '/agreement/privacy?x=1' } } }))).toBe(true);
    expect(validate(page({ type: 'button', props: { text: 'b', action: { kind: 'switchTab', to: '/my/bill' } } }))).toBe(false);
    expect(validate(page({ type: 'banner', data: { api: 'GD009' } }))).toBe(false);
  });

  it('describes every widget type and carries one whole-block snippet per widget', () => {
    const definitions = schema.definitions as Record<string, { properties?: { type?: { enum?: string[]; enumDescriptions?: string[] } }; defaultSnippets?: { label: string }[] }>;
    const type = definitions.block?.properties?.type;
    expect(type?.enumDescriptions?.every(Boolean)).toBe(true);
    expect(definitions.block?.defaultSnippets?.map((s) => s.label).sort()).toEqual([...(type?.enum ?? [])].sort());
  });

  it("snippets are blocks the checker accepts (built from each widget's demo)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'qsh-snippets-')), 'snippets.json');
    const blocks = (await blockSnippets()).map((s) => unescape(s.body));
    writeFileSync(file, JSON.stringify({ route: { path: '/snippets', name: 'snippets', login: 'optional' }, title: 'snippets', blocks }));
    // Checked against the real pages, so the demos' navigate and switchTab targets are real routes.
    const problems = checkPages(root, [file]);
    expect(problems).toEqual([]);
  });
});
