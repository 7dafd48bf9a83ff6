import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSchema, adSchema, functionEntrySchema, productSchema } from './action.schema';
import { ACTION_KINDS } from './guard';

const doc = readFileSync(join(process.cwd(), 'docs/actions.md'), 'utf8');
const rows = doc.split('\n').filter((line) => line.startsWith('| `'));

function documented(first: string, second?: string): boolean {
  return rows.some((row) => {
    const cells = row.split('|').map((c) => c.trim());
    return cells[1] === `\`${first}\`` && (second === undefined || cells[2] === `\`${second}\`` || cells[2] === 'any');
  });
}

describe('docs/actions.md covers the schema', () => {
  it.each([...ACTION_KINDS])('action kind %s', (kind) => expect(documented(kind)).toBe(true));
  it.each([...productSchema.properties.type.enum])('product type %s', (type) => expect(documented(type)).toBe(true));
  it.each(adSchema.properties.urlType.enum.flatMap((u) => adSchema.properties.queryType.enum.map((q) => [u, q])))('ad %s / %s', (u, q) =>
    expect(documented(u, q)).toBe(true),
  );
  it.each(functionEntrySchema.properties.funcType.enum.flatMap((f) => functionEntrySchema.properties.linkType.enum.map((l) => [f, l])))(
    'function entry %s / %s',
    (f, l) => expect(documented(f, l)).toBe(true),
  );
  it('the schema and the doc agree on the number of kinds', () => expect(ACTION_KINDS).toHaveLength(actionSchema.oneOf.length));
});
