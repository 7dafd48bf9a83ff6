import { describe, expect, it } from 'vitest';
import { lineOf, prettyWithLines } from './json-lines';

describe('console errors point at the JSON position', () => {
  const page = { route: { path: '/activity/x' }, blocks: [{ type: 'text', props: { txt: 'a' } }, { type: 'nope' }] };
  const { text } = prettyWithLines(page);

  it('formats exactly like JSON.stringify with 2 spaces', () => {
    expect(text).toBe(JSON.stringify(page, null, 2));
  });

  it('maps a pointer to its line, or to its nearest parent', () => {
    const lines = text.split('\n');
    expect(lines[lineOf(text, '/blocks/1/type')! - 1]).toContain('"type": "nope"');
    expect(lines[lineOf(text, '/blocks/0/props/missing')! - 1]).toContain('"props"');
    expect(lineOf('{"a":1}', '/a')).toBeUndefined();
  });
});
